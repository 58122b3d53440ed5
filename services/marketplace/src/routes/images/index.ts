import { imageServeRoute } from '@boatcare/server-kit/images';
import { JOB_POST_IMAGE_KEY } from '../../repositories/images.ts';
import { JOB_PHOTO_KEY } from '../../repositories/job-photos.ts';

/**
 * GET /images/{key}: a request photo, a job's before/after photo, or a thumbnail, from object
 * storage (public, cached).
 */
export const imageRoutes = imageServeRoute({
  keyPattern: new RegExp(`${JOB_POST_IMAGE_KEY.source}|${JOB_PHOTO_KEY.source}`),
  tag: 'images',
  summary:
    "A request photo, a job's before/after photo or a thumbnail, by the key the server gave it (cached, immutable)",
});
