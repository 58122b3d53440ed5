import type { FastifyRequest } from 'fastify';
import type { Types } from 'mongoose';
import { imageKeyPattern, prepareImage, readMultipart } from '@boatcare/server-kit/images';
import type { ServiceChip } from '@boatcare/shared-domain/schemas/job-post-services';
import type { JobPhoto, JobPhotoPhase } from '@boatcare/shared-domain/schemas/job-work';
import { JobPhotoModel, type JobPhotoRecord } from '../models/job-photo.ts';
import { jobPostImageView, type StoredImage } from './images.ts';

const JOB_FOLDER = 'jobs';
/** Only keys the server made for job photos: jobs/<job id>/<uuid>[-thumb].<ext>. */
export const JOB_PHOTO_KEY = imageKeyPattern(JOB_FOLDER);

/** A before/after photo checked by its bytes, with its thumbnail, under jobs/<job id>/. */
export const prepareJobPhoto = (jobId: string, buffer: Buffer) =>
  prepareImage(`${JOB_FOLDER}/${jobId}/`, buffer, {
    unsupportedType: 'jobPhotos.unsupportedType',
    unreadable: 'jobPhotos.unreadable',
  });

/** The upload's form: `phase`, `service` and one to four files `image`. */
export const readJobPhotoMultipart = (request: FastifyRequest) =>
  readMultipart(request, {
    fileCount: 'jobPhotos.tooMany',
    tooLarge: 'jobPhotos.tooLarge',
    notMultipart: 'jobPhotos.notMultipart',
  });

type PhotoRecord = JobPhotoRecord & { _id: Types.ObjectId; created_date: Date };

const view = (photo: PhotoRecord): JobPhoto => ({
  ...jobPostImageView(photo),
  phase: photo.phase,
  service: photo.service,
  created_date: new Date(photo.created_date).toISOString(),
});

/** A job's photos, oldest first. */
export async function photosOf(job: Types.ObjectId | string): Promise<JobPhoto[]> {
  const photos = await JobPhotoModel.find({ job })
    .sort({ created_date: 1, _id: 1 })
    .lean<PhotoRecord[]>();
  return photos.map(view);
}

/** How many photos one phase of one service already has. */
export const photoCount = (job: string, phase: JobPhotoPhase, service: ServiceChip) =>
  JobPhotoModel.countDocuments({ job, phase, service });

/** Records stored photos; answers false (nothing recorded) if the insert fails. */
export async function recordPhotos(
  job: string,
  phase: JobPhotoPhase,
  service: ServiceChip,
  stored: StoredImage[],
): Promise<void> {
  await JobPhotoModel.insertMany(stored.map((image) => ({ job, phase, service, ...image })));
}

/**
 * Removes one photo of a job (only of that job); answers what was removed, so its files can
 * go too (or the photo back, see restorePhoto), or null when the job has no such photo.
 */
export const removePhoto = (job: string, photoId: string) =>
  JobPhotoModel.findOneAndDelete({ _id: photoId, job }).lean<PhotoRecord>();

/** Puts a removed photo back as it was (a removal that lost to "done"). */
export async function restorePhoto(photo: PhotoRecord): Promise<void> {
  await JobPhotoModel.collection.insertOne(photo);
}

/** Services that still lack a before or an after photo. */
export function missingPhotos(services: ServiceChip[], photos: JobPhoto[]) {
  const has = (phase: JobPhotoPhase, service: ServiceChip) =>
    photos.some((photo) => photo.phase === phase && photo.service === service);
  return services.filter((service) => !has('before', service) || !has('after', service));
}
