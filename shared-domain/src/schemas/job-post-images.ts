/**
 * Photos of a request: how many, how large, which kinds (checked by their bytes on the server).
 * A file of its own, without zod: shared-ui's picture picker (in the shared-ui root, on every
 * first screen) reads it without building the request's schemas.
 */
export const JOB_POST_IMAGES = {
  min: 1,
  max: 4,
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
