import {
  route,
  HttpError,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { imageSlotIndex } from '@boatcare/shared-domain/schemas/job-post';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { OPEN_STATUSES, findOwnJobPost, putImageInSlot } from '../../repositories/job-posts.ts';
import { fieldErrors } from '@boatcare/server-kit/images';
import {
  jobPostImageView,
  prepareJobPostImage,
  readJobPostMultipart,
  removeImages,
  storeImages,
} from '../../repositories/images.ts';

/** PUT /jobpost/{id}/images: the owner puts one photo in slot `index` (0 to 3). */
export const replaceImageRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.replaceImage, {
    handler: async (request) => {
      const caller = callerOf(request);
      const post = await findOwnJobPost(request.params.id, caller.userId);
      if (!post) throw notFound('jobPost.notFound');
      const { fields, files } = await readJobPostMultipart(request);
      const index = imageSlotIndex.safeParse(fields.index);
      if (!index.success)
        throw fieldErrors(index.error.issues.map((issue) => ({ ...issue, path: ['index'] })));
      const [file, ...extra] = files;
      if (!file || extra.length > 0) throw new HttpError(400, 'jobPost.images.oneFile');
      // The photos are what providers priced: fixed once an offer is accepted or the request closed.
      if (post.acceptedBid || !OPEN_STATUSES.includes(post.status ?? 'active'))
        throw new HttpError(409, 'jobPost.images.closed');

      const prepared = await prepareJobPostImage(String(post._id), file.buffer);
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove images');
      const [stored] = await storeImages(app.storage, [prepared], log);
      if (!stored) throw new HttpError(500, 'errors.internal');
      if (!(await putImageInSlot(post, index.data, stored))) {
        await removeImages(app.storage, [stored], log);
        throw new HttpError(409, 'jobPost.images.changed');
      }
      const old = post.images?.[index.data];
      if (old) await removeImages(app.storage, [old], log);
      const fresh = await findOwnJobPost(request.params.id, caller.userId);
      const saved = fresh?.images?.find((image) => image.key === stored.key) ?? stored;
      const image = jobPostImageView(saved);
      return { imageUrl: image.url, image, message: englishMessage('jobPost.images.updated') };
    },
  });
};
