import { imageServeRoute } from '@boatcare/server-kit/images';
import { images } from '@boatcare/shared-domain/endpoints';
import { JOB_POST_IMAGE_KEY, imageSigning } from '../../repositories/images.ts';
import { JOB_PHOTO_KEY } from '../../repositories/job-photos.ts';
import { BOAT_IMAGE_KEY } from '../../repositories/logbook.ts';
import { AVATAR_KEY } from '../../repositories/avatars.ts';

/**
 * GET /images/{key}: a request photo, a job's before/after photo, a boat's or its logbook's photo,
 * a person's picture, or one of their sizes (images.file), only at an address the service signed
 * for someone who may see it.
 */
export const imageRoutes = imageServeRoute(
  images.file,
  new RegExp(
    [JOB_POST_IMAGE_KEY, JOB_PHOTO_KEY, BOAT_IMAGE_KEY, AVATAR_KEY]
      .map((key) => key.source)
      .join('|'),
  ),
  imageSigning,
);
