import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * The registry's own settings, one document: the environments teams added (production and
 * staging always exist), the canary rollback rule, and each remote's release token (its hash).
 */
const releaseRegistrySchema = new Schema(
  {
    key: { type: String, required: true, default: 'registry' },
    environments: { type: [String], default: [] },
    failure_threshold: { type: Number, default: 20 },
    min_failures: { type: Number, default: 3 },
    token_hashes: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'release_registry', minimize: false } as const,
);
releaseRegistrySchema.index({ key: 1 }, { unique: true });

export type ReleaseRegistryRecord = InferSchemaType<typeof releaseRegistrySchema>;
export const ReleaseRegistryModel = defineModel('ReleaseRegistry', releaseRegistrySchema);
