import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { defineModel } from './define.ts';

const JOB_ACTORS = ['owner', 'provider', 'admin', 'system'] as const;

/**
 * The job's history, one document per transition (creation included, with `from: null`). It is
 * also the log the workers consume: the money worker and the notification worker each find
 * events by `to` whose `handled` lacks their name, do their idempotent work, then add it.
 */
const jobEventSchema = new Schema(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    from: { type: String, enum: [...JOB_STATUSES, null], default: null },
    to: { type: String, enum: JOB_STATUSES, required: true },
    actor: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    actorRole: { type: String, enum: JOB_ACTORS, required: true },
    reason: { type: String, default: null },
    handled: { type: [String], default: [] },
  },
  {
    timestamps: { createdAt: 'created_date', updatedAt: false },
    collection: 'job_events',
  } as const,
);

// Each state is left once (the machine has no cycles): of two concurrent transitions out of one
// state, the second insert fails. FerretDB has no atomic filtered update; this is the guard.
jobEventSchema.index({ job: 1, from: 1 }, { unique: true });
// The workers' scan: events of a kind not yet handled, oldest first.
jobEventSchema.index({ to: 1, handled: 1, created_date: 1 });
// The admin's disputes (keyset paging, newest dispute first).
jobEventSchema.index({ to: 1, created_date: -1, _id: -1 });

export type JobEvent = InferSchemaType<typeof jobEventSchema> & {
  _id: Types.ObjectId;
  created_date: Date;
};
export const JobEventModel = defineModel('JobEvent', jobEventSchema);
