export * from './config.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './passwords.ts';
export * from './service.ts';
export * from './server.ts';
export { callerOf, type Caller } from './plugins/auth.ts';
export { createStorage, type Storage } from './plugins/storage.ts';
export type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
