export * from './defaults.ts';
export * from './render.ts';
export * from './outbox.ts';
export * from './mailer.ts';
