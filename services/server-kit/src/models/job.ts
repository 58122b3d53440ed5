import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';
import { PAYMENT_STATUSES } from '@boatcare/shared-domain/core';
import { JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';

export { JOB_STATUSES };

/** The order created when an owner accepts a bid. */
const jobSchema = new Schema(
  {
    jobPost: { type: Schema.Types.ObjectId, ref: 'JobPost', required: true, unique: true },
    bid: { type: Schema.Types.ObjectId, ref: 'Bid', required: true },
    auctioneer: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    bidder: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    title: { type: String, default: '' },
    /** Base minor units (US cents): the accepted bid. */
    bid_amount: { type: Number, required: true },
    /** Base minor units: what the owner pays (bid + fee - discount), set when payment starts. */
    payment_amount: { type: Number, required: true },
    payment_status: { type: String, enum: PAYMENT_STATUSES, default: 'pending' },
    /** Changed only through transitionJob (server-kit/src/jobs), which logs each change. */
    status: { type: String, enum: JOB_STATUSES, default: 'accepted', index: true },
    status_changed_date: { type: Date, default: null },
    job_start_date: { type: Date, default: null },
    job_end_date: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);

// Order lists, newest first, for each side.
jobSchema.index({ auctioneer: 1, created_date: -1 });
jobSchema.index({ bidder: 1, created_date: -1 });
/** The provider's calendar: orders by start date. */
jobSchema.index({ bidder: 1, job_start_date: 1 });

export type Job = InferSchemaType<typeof jobSchema>;
export const JobModel = defineModel('Job', jobSchema);
