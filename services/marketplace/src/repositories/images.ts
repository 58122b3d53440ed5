import type { FastifyRequest } from 'fastify';
import {
  imageKeyPattern,
  imageSignerOf,
  imageView,
  type ImageSigner,
  prepareImage,
  readMultipart,
} from '@boatcare/server-kit/images';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { images, pathBase } from '@boatcare/shared-domain/endpoints';

export {
  removeImages,
  storeImages,
  type PreparedImage,
  type StoredImage,
} from '@boatcare/server-kit/images';

/** Where request photos are served from (images.file; the gateway adds /v1 in front). */
export const IMAGE_ROUTE = `/v1/${pathBase(images.file.path)}`;
const JOB_POST_FOLDER = 'job-posts';
/** Only keys the server made for request photos: job-posts/<post id>/<uuid>[-thumb].<ext>. */
export const JOB_POST_IMAGE_KEY = imageKeyPattern(JOB_POST_FOLDER);

/** A request photo checked by its bytes, with its thumbnail, under job-posts/<post id>/. */
export const prepareJobPostImage = (postId: string, buffer: Buffer) =>
  prepareImage(`${JOB_POST_FOLDER}/${postId}/`, buffer, {
    unsupportedType: 'jobPost.images.unsupportedType',
    unreadable: 'jobPost.images.unreadable',
  });

/** A request's multipart form (fields and up to four photos), refusals worded for requests. */
export const readJobPostMultipart = (request: FastifyRequest) =>
  readMultipart(request, {
    fileCount: 'jobPost.validation.imageCount',
    tooLarge: 'jobPost.images.tooLarge',
    notMultipart: 'jobPost.images.notMultipart',
  });

let signer: ImageSigner | null = null;

/**
 * The signer of photo addresses, keyed from the token signing key (which every marketplace
 * instance holds, so each verifies what another signed). Set once when the service starts.
 */
export function setImageSigningKey(privateKey: string) {
  signer = imageSignerOf(privateKey);
}

export function imageSigning(): ImageSigner {
  if (!signer) throw new Error('The image signing key is not set (no JWT_PRIVATE_KEY).');
  return signer;
}

/**
 * A stored request or job photo as the API answers it, its addresses signed: only answers that
 * may show the photo to their caller call this (a request or job the caller may read).
 */
export const jobPostImageView = (image: Parameters<typeof imageView>[1]): JobPostImage =>
  imageView(IMAGE_ROUTE, image, (key) => imageSigning().query(key));
