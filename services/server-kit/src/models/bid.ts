import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';

const bidSchema = new Schema(
  {
    jobPost: { type: Schema.Types.ObjectId, ref: 'JobPost', required: true, index: true },
    bidder: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    /** Base minor units (US cents). */
    amount: { type: Number, required: true, min: 1 },
    message: { type: String, default: '' },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);
// One bid per provider per request; a second offer updates the first.
bidSchema.index({ jobPost: 1, bidder: 1 }, { unique: true });
/** A provider's bids, latest first (my bids). */
bidSchema.index({ bidder: 1, updated_date: -1 });

export type Bid = InferSchemaType<typeof bidSchema>;
export const BidModel = defineModel('Bid', bidSchema);
