import { imageBytes, imageKeyParams, imageSignature } from '../schemas/image-file.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({ service: 'marketplace', prefixes: ['/images'] });

/**
 * /images: the photos of requests and jobs, people's pictures (avatars, providers' logos), and
 * their sizes, by the storage key the server
 * gave them and the signature it added for those who may see them (no token, so an <img> can
 * load them; an unsigned, altered or expired address answers 403; 304 when unchanged).
 */
export const file = endpoint({
  method: 'GET',
  path: '/images/*',
  params: imageKeyParams,
  query: imageSignature,
  response: imageBytes,
  status: [200, 304],
  roles: 'public',
  errors: [403, 404],
  summary:
    "A request photo, a job's before/after photo, a person's picture or one of their sizes, by the key and signature the server gave those who may see it",
  tags: ['images'],
});
