export * from './estimate.ts';
export * from './request-estimate.ts';
export * from './fees.ts';
export * from './vip.ts';
export * from './provider.ts';
export * from './bid-standing.ts';
export * from './config.ts';
export * from './ledger.ts';
