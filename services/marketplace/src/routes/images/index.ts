import { imageServeRoute } from '@boatcare/server-kit/images';
import { JOB_POST_IMAGE_KEY } from '../../repositories/images.ts';

/** GET /images/{key}: a request photo or its thumbnail from object storage (public, cached). */
export const imageRoutes = imageServeRoute({
  keyPattern: JOB_POST_IMAGE_KEY,
  tag: 'images',
  summary: 'A request photo or its thumbnail, by the key the server gave it (cached, immutable)',
});
