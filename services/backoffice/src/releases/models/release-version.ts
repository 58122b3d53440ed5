import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

const counts = {
  served: { type: Number, default: 0 },
  loadFailures: { type: Number, default: 0 },
  mountErrors: { type: Number, default: 0 },
};

/**
 * A published build of one remote. Its files live in object storage under
 * `remotes/<remote>/<build_id>/`; nothing but the counts ever changes after it is written.
 */
const releaseVersionSchema = new Schema(
  {
    remote: { type: String, required: true },
    build_id: { type: String, required: true },
    commit: { type: String, default: '' },
    contract_version: { type: Number, required: true },
    shared: { type: Schema.Types.Mixed, default: {} },
    size_bytes: { type: Number, required: true },
    files: { type: [String], default: [] },
    notes: { type: String, default: '' },
    published_by: { type: String, required: true },
    counts: { type: counts, default: () => ({}) },
  },
  {
    timestamps: { createdAt: 'published_at', updatedAt: false },
    collection: 'release_versions',
    minimize: false,
  } as const,
);
releaseVersionSchema.index({ remote: 1, build_id: 1 }, { unique: true });

export type ReleaseVersionRecord = InferSchemaType<typeof releaseVersionSchema>;
export const ReleaseVersionModel = defineModel('ReleaseVersion', releaseVersionSchema);
