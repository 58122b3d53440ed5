export * from './estimate.ts';
export * from './fees.ts';
export * from './vip.ts';
export * from './config.ts';
