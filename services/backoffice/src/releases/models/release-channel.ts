import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

const canarySchema = new Schema(
  {
    build_id: { type: String, required: true },
    share: { type: Number, required: true },
    user_ids: { type: [String], default: [] },
    roles: { type: [String], default: [] },
    testers: { type: Boolean, default: false },
    started_at: { type: Date, required: true },
    served: { type: Number, default: 0 },
    load_failures: { type: Number, default: 0 },
    mount_errors: { type: Number, default: 0 },
  },
  { _id: false },
);

/** One remote in one environment: the live version, the ones before it, the canary. */
const releaseChannelSchema = new Schema(
  {
    environment: { type: String, required: true },
    remote: { type: String, required: true },
    live: { type: String, default: null },
    /** Newest first. */
    previous: { type: [String], default: [] },
    canary: { type: canarySchema, default: null },
  },
  {
    timestamps: { createdAt: false, updatedAt: 'updated_at' },
    collection: 'release_channels',
  } as const,
);
releaseChannelSchema.index({ environment: 1, remote: 1 }, { unique: true });
releaseChannelSchema.index({ 'canary.build_id': 1 });

export type ReleaseChannelRecord = InferSchemaType<typeof releaseChannelSchema>;
export const ReleaseChannelModel = defineModel('ReleaseChannel', releaseChannelSchema);
