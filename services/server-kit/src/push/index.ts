export * from './send.ts';
export * from './subscriptions.ts';
