import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel, storedImageFields } from '@boatcare/server-kit/models';
import { SERVICE_CHIPS } from '@boatcare/shared-domain/schemas/job-post-services';
import { JOB_PHOTO_PHASES } from '@boatcare/shared-domain/schemas/job-work';

/**
 * A provider's before or after photo of one ordered service of a job (collection
 * `job_photos`). Stored like request photos: full size without metadata and its AVIF/WebP
 * variants, under `jobs/<job id>/<uuid>`.
 */
const jobPhotoSchema = new Schema(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    phase: { type: String, enum: JOB_PHOTO_PHASES, required: true },
    service: { type: String, enum: SERVICE_CHIPS, required: true },
    ...storedImageFields,
  },
  {
    collection: 'job_photos',
    timestamps: { createdAt: 'created_date', updatedAt: false },
  } as const,
);

/** A job's photos in the order they were taken. */
jobPhotoSchema.index({ job: 1, created_date: 1 });

export type JobPhotoRecord = InferSchemaType<typeof jobPhotoSchema>;
export const JobPhotoModel = defineModel('JobPhoto', jobPhotoSchema);
