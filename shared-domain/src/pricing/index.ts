export * from './estimate.ts';
export * from './fees.ts';
