import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { INTENT_STATUSES } from '@boatcare/shared-domain/schemas/payments';
import { createdDays } from '../created-days.ts';
import { defineModel } from './define.ts';

/**
 * One payment intent we created: for a job (an order) or for a VIP membership's first month.
 * Amounts are base minor units (US cents), as computed on the server. The payments service
 * writes it; the back office reads it for the admin's lists and figures.
 */
const paymentSchema = new Schema(
  {
    intentId: { type: String, required: true, unique: true },
    purpose: {
      type: String,
      enum: ['job', 'vip', 'gate_fee', 'provider_subscription'],
      required: true,
    },
    driver: { type: String, enum: ['test', 'stripe'], required: true },
    customer: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    job: { type: Schema.Types.ObjectId, ref: 'Job', default: null, index: true },
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

export type Payment = InferSchemaType<typeof paymentSchema> & { _id: Types.ObjectId };
export const PaymentModel = defineModel('Payment', paymentSchema);
