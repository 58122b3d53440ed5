import { imageBytes, imageKeyParams } from '../schemas/image-file.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({ service: 'marketplace', prefixes: ['/images'] });

/**
 * /images: the photos of requests and jobs, and their thumbnails, by the storage key the server
 * gave them (public, so an <img> can load them; cached for a year, answered 304 when unchanged).
 */
export const file = endpoint({
  method: 'GET',
  path: '/images/*',
  params: imageKeyParams,
  response: imageBytes,
  status: [200, 304],
  roles: 'public',
  errors: [404],
  summary:
    "A request photo, a job's before/after photo or a thumbnail, by the key the server gave it (cached, immutable)",
  tags: ['images'],
});
