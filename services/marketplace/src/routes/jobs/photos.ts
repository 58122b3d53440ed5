import {
  HttpError,
  callerOf,
  conflict,
  englishMessage,
  notFound,
  now,
  route,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { emitUserEvent } from '@boatcare/server-kit/events';
import { JobPostModel } from '@boatcare/server-kit/models';
import { UPLOAD_LIMITS, fieldErrors, multipart } from '@boatcare/server-kit/images';
import { JOB_PHOTOS_PER_SERVICE, jobPhotoFields } from '@boatcare/shared-domain/schemas/job-work';
import { jobWork } from '@boatcare/shared-domain/endpoints';
import {
  photoCount,
  photosOf,
  prepareJobPhoto,
  readJobPhotoMultipart,
  recordPhotos,
  removePhoto,
  restorePhoto,
} from '../../repositories/job-photos.ts';
import { isClosing } from '../../repositories/job-closing.ts';
import { removeImages, storeImages } from '../../repositories/images.ts';
import { findJobFor, servicesOf } from '../../repositories/job-work.ts';
import { ordersOf } from '../../repositories/jobs.ts';

/**
 * PUT /jobs/{id}/photos: the provider adds before or after photos of one ordered service while
 * the job is in progress. The same checks and thumbnails as request photos; multipart is
 * parsed only in this scope. DELETE /jobs/{id}/photos/{photoId}: the provider takes a wrong
 * one away again, also only while the job is in progress (once done, the owner judges them;
 * a removal racing "done" is settled in repositories/job-closing.ts).
 */
export const jobPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  route(app, jobWork.addPhotos, {
    handler: async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const job = await findJobFor(caller, id);
      if (!job) throw notFound('jobs.notFound');
      const { fields, files } = await readJobPhotoMultipart(request);
      const parsed = jobPhotoFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      const { phase, service } = parsed.data;
      if (files.length === 0) throw new HttpError(400, 'jobPhotos.noFile');
      if (job.status !== 'in_progress') throw conflict('jobPhotos.notInProgress');
      const [order] = await ordersOf([job]);
      if (!order || !servicesOf(order).includes(service))
        throw fieldErrors([{ path: ['service'], message: 'jobPhotos.validation.notOrdered' }]);
      if ((await photoCount(id, phase, service)) + files.length > JOB_PHOTOS_PER_SERVICE)
        throw new HttpError(400, 'jobPhotos.tooMany');

      const prepared = [];
      for (const file of files) prepared.push(await prepareJobPhoto(id, file.buffer));
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove photos');
      const stored = await storeImages(app.storage, prepared, log);
      try {
        await recordPhotos(id, phase, service, stored);
      } catch (error) {
        await removeImages(app.storage, stored, log);
        throw error;
      }
      // The owner sees the work as it goes (never failing the upload).
      const postId = String(job.jobPost);
      const post = await JobPostModel.findById(postId, { boatName: 1 })
        .lean()
        .catch(() => null);
      await emitUserEvent(
        {
          to: job.auctioneer,
          kind: 'photosAdded',
          source: `photos:${id}:${now().getTime()}`,
          screen: 'requestDetail',
          params: { id: postId },
          subject: { post: postId, job: id },
          data: { title: post?.boatName ?? job.title ?? '' },
        },
        request.log,
      );
      return { photos: await photosOf(job._id), message: englishMessage('jobPhotos.saved') };
    },
  });

  route(app, jobWork.removePhoto, {
    handler: async (request) => {
      const { id, photoId } = request.params;
      const caller = callerOf(request);
      const job = await findJobFor(caller, id);
      if (!job) throw notFound('jobs.notFound');
      if (job.status !== 'in_progress') throw conflict('jobPhotos.removeNotInProgress');
      const removed = await removePhoto(id, photoId);
      if (!removed) throw notFound('jobPhotos.notFound');
      // Checked again after the write: a "done" under way or made meanwhile keeps the photo.
      const after = await findJobFor(caller, id);
      if (after?.status !== 'in_progress' || (await isClosing(id))) {
        await restorePhoto(removed);
        throw conflict('jobPhotos.removeNotInProgress');
      }
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove photos');
      await removeImages(app.storage, [removed], log);
      return { photos: await photosOf(job._id), message: englishMessage('jobPhotos.removed') };
    },
  });
};
