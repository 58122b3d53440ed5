import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * One accepted offer as the market estimate reads it (collection `market_prices`): its price per
 * foot under the comparable jobs' key (shared-domain marketKey). Written when an offer is
 * accepted, so an estimate reads the latest of one key by index instead of scanning the jobs.
 */
const marketPriceSchema = new Schema(
  {
    key: { type: String, required: true },
    /** Base minor units per foot of boat. */
    perFoot: { type: Number, required: true, min: 0 },
    /** The order: one sample per accepted offer, whatever retries. */
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true, unique: true },
    accepted_date: { type: Date, required: true },
  },
  { collection: 'market_prices' } as const,
);

/** The latest of one market. */
marketPriceSchema.index({ key: 1, accepted_date: -1 });

export type MarketPrice = InferSchemaType<typeof marketPriceSchema>;
export const MarketPriceModel = defineModel('MarketPrice', marketPriceSchema);
