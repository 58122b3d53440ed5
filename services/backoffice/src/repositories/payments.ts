import { Schema, type Types } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * Read-only view of the payments service's collection, for the admin's lists and figures.
 * The payments service owns and writes it (services/payments/src/models/payment.ts); this
 * schema names only the fields read here and is `strict: false` so it never drops any.
 */
const paymentView = new Schema(
  {
    purpose: String,
    customer: { type: Schema.Types.ObjectId, ref: 'User' },
    job: { type: Schema.Types.ObjectId, ref: 'Job' },
    baseAmount: Number,
    platformFee: Number,
    discount: Number,
    totalAmount: Number,
    status: String,
    created_day: Number,
  },
  {
    collection: 'payments',
    strict: false,
    // The payments service builds the indexes; these name the ones the admin's list uses.
    autoIndex: false,
    timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
  } as const,
);

paymentView.index({ created_day: -1, created_date: -1, _id: -1 });
paymentView.index({ status: 1, created_day: -1, created_date: -1, _id: -1 });

export interface PaymentView {
  _id: Types.ObjectId;
  purpose?: string | null;
  customer?: Types.ObjectId | null;
  baseAmount?: number | null;
  platformFee?: number | null;
  discount?: number | null;
  totalAmount?: number | null;
  status?: string | null;
  created_date: Date;
}

export const PaymentViewModel = defineModel('PaymentView', paymentView);
