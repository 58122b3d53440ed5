import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { INTENT_STATUSES } from '@boatcare/shared-domain/schemas/payments';
import { createdDays } from '../created-days.ts';
import { defineModel } from './define.ts';

/** One visit's part of a season paid in advance: the visit's job and what it costs (its own fee and discount). */
const seasonPart = new Schema(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    baseAmount: { type: Number, required: true },
    platformFee: { type: Number, default: 0 },
    discount: { type: Number, default: 0 },
    totalAmount: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * One payment intent we created: for a job (an order), a care plan's season paid in advance
 * (one intent for several visits' jobs, `visits`), or for a VIP membership's first month.
 * Amounts are base minor units (US cents), as computed on the server. The payments service
 * writes it; the back office reads it for the admin's lists and figures.
 */
const paymentSchema = new Schema(
  {
    intentId: { type: String, required: true, unique: true },
    purpose: {
      type: String,
      enum: ['job', 'season', 'vip', 'gate_fee', 'provider_subscription'],
      required: true,
    },
    driver: { type: String, enum: ['test', 'stripe'], required: true },
    customer: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    job: { type: Schema.Types.ObjectId, ref: 'Job', default: null, index: true },
    /** A season payment: the care plan, and each visit's part (the ledger writes one charge per visit). */
    plan: { type: Schema.Types.ObjectId, ref: 'CarePlan', default: null, index: true },
    visits: { type: [seasonPart], default: undefined },
    subscriptionId: { type: String, default: null },
    baseAmount: { type: Number, required: true },
    platformFee: { type: Number, default: 0 },
    discount: { type: Number, default: 0 },
    totalAmount: { type: Number, required: true },
    currency: { type: String, default: 'usd' },
    status: { type: String, enum: INTENT_STATUSES, default: 'requires_payment_method' },
    failure: {
      code: { type: String, default: null },
      message: { type: String, default: null },
    },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);
// The admin's payments list (back office; keyset paging, newest first, a day at a time), all
// and by state.
paymentSchema.plugin(createdDays);
paymentSchema.index({ created_day: -1, created_date: -1, _id: -1 });
paymentSchema.index({ status: 1, created_day: -1, created_date: -1, _id: -1 });
// The season payment that paid a visit's job.
paymentSchema.index({ 'visits.job': 1 });

export type Payment = InferSchemaType<typeof paymentSchema> & { _id: Types.ObjectId };
export const PaymentModel = defineModel('Payment', paymentSchema);
