/** Uploaded photos: multipart reading, checks by their bytes, thumbnails, storage and serving. */
export * from './multipart.ts';
export * from './prepare.ts';
export * from './serve.ts';
export * from './signing.ts';
export { default as multipart } from '@fastify/multipart';
