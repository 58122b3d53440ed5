import { type Types } from 'mongoose';
import { isDuplicateKey, now, readPricingConfig } from '@boatcare/server-kit';
import {
  MARKET_SAMPLE_LIMIT,
  estimateRequest,
  marketKey,
  marketRange,
  type EstimatePricing,
  type EstimateSource,
  type MarketJob,
  type PriceRange,
} from '@boatcare/shared-domain/pricing';
import { type MarketEstimate } from '@boatcare/shared-domain/schemas/market';
import { MarketPriceModel } from '../models/market-price.ts';

/** The latest accepted prices per foot of one market: one indexed, bounded read. */
async function pricesPerFoot(key: string): Promise<number[]> {
  const found = await MarketPriceModel.find({ key }, { perFoot: 1 })
    .sort({ accepted_date: -1 })
    .limit(MARKET_SAMPLE_LIMIT)
    .lean();
  return found.map((price) => price.perFoot);
}

/** The market's range for a job, null below the admin's threshold. */
export async function marketEstimateFor(
  job: MarketJob,
  minOffers: number,
): Promise<MarketEstimate> {
  const perFoot = await pricesPerFoot(marketKey(job));
  return { range: marketRange(perFoot, job.lengthFeet, minOffers), offers: perFoot.length };
}

/**
 * THE stored estimate of a request: the market's range once enough comparable offers were
 * accepted (the admin's threshold), else the spec's formula (estimateRequest).
 */
export async function requestEstimate(
  job: MarketJob,
  pricing: EstimatePricing & { marketMinOffers: number },
): Promise<{ range: PriceRange; source: EstimateSource }> {
  const market = await marketEstimateFor(job, pricing.marketMinOffers);
  if (market.range) return { range: market.range, source: 'market' };
  const range = estimateRequest(job.lengthFeet, job.selection, pricing, job.extraIds);
  return { range, source: 'formula' };
}

/** The market estimate for the wizard, on the admin's current threshold. */
export async function marketEstimateNow(job: MarketJob): Promise<MarketEstimate> {
  const { marketMinOffers } = await readPricingConfig();
  return marketEstimateFor(job, marketMinOffers);
}

/** An accepted offer joins its market. A retry of the same order adds nothing. */
export async function recordAcceptedOffer(
  job: Types.ObjectId,
  amount: number,
  market: MarketJob,
): Promise<void> {
  if (market.lengthFeet <= 0) return;
  try {
    await MarketPriceModel.create({
      key: marketKey(market),
      perFoot: amount / market.lengthFeet,
      job,
      accepted_date: now(),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
