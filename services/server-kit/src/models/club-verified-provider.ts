import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * A club vouching for a provider: its members see "Verified by <club>" on that provider's bids,
 * and the provider sees the club's priority requests a day before others. One per club and
 * provider (unique index).
 */
const clubVerifiedProviderSchema = new Schema(
  {
    club: { type: Schema.Types.ObjectId, ref: 'Club', required: true },
    provider: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: false } } as const,
);
clubVerifiedProviderSchema.index({ club: 1, provider: 1 }, { unique: true });

export type ClubVerifiedProvider = InferSchemaType<typeof clubVerifiedProviderSchema>;
export const ClubVerifiedProviderModel = defineModel(
  'ClubVerifiedProvider',
  clubVerifiedProviderSchema,
);
