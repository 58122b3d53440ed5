import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';
import { EXPORT_STATES } from '@boatcare/shared-domain/schemas/personal-data';

/**
 * One archive of a person's data (collection `personal_data_exports`): asked for by the person
 * or by an admin for them (`requested_by`), made by the export worker (`claimed_date` while it
 * works, tried again after a failure), stored under `key` until `expires_date`, then deleted by the worker (state `expired`).
 * Expiry is a worker's query, not a TTL index (FerretDB v1 has none).
 */
const personalDataExportSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    requested_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    state: { type: String, enum: EXPORT_STATES, required: true, default: 'preparing' },
    claimed_date: { type: Date, default: null },
    /** Failed attempts so far; a failed one is tried again from `retry_date` (EXPORT_ATTEMPTS). */
    attempts: { type: Number, default: 0 },
    retry_date: { type: Date, default: null },
    key: { type: String, default: '' },
    size: { type: Number, default: null },
    ready_date: { type: Date, default: null },
    expires_date: { type: Date, default: null },
  },
  {
    collection: 'personal_data_exports',
    timestamps: { createdAt: 'requested_date', updatedAt: false },
  } as const,
);
/** A person's latest archive. */
personalDataExportSchema.index({ user: 1, requested_date: -1 });
/** The worker's rounds: archives to make, archives to expire. */
personalDataExportSchema.index({ state: 1, expires_date: 1 });

export type PersonalDataExportRecord = InferSchemaType<typeof personalDataExportSchema>;
export const PersonalDataExportModel = defineModel('PersonalDataExport', personalDataExportSchema);
