import { z } from 'zod';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '../pricing/estimate.ts';
import { commaList, filledNumber, moneyMinor } from './common.ts';
import { COATINGS } from './job-post-services.ts';

/** Built-in services by name, as the market estimate's query lists them. */
export const MARKET_SERVICES = [
  'polishing',
  'interior',
  'engineService',
  'repair',
  'flybridge',
] as const;

const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  commaList(item, { maxLength: 2000, maxItems: 50 });

/** GET /jobpost/market-estimate: what makes jobs comparable (marketKey). */
export const marketEstimateQuery = z.object({
  lengthFeet: z.coerce.number().int().min(BOAT_LENGTH_MIN_FEET).max(BOAT_LENGTH_MAX_FEET),
  latitude: filledNumber(z.coerce.number().min(-90).max(90)),
  longitude: filledNumber(z.coerce.number().min(-180).max(180)),
  /** Comma-separated names, e.g. `polishing,flybridge`. */
  services: list(z.enum(MARKET_SERVICES)),
  coating: z.enum(COATINGS).default('none'),
  /** Comma-separated ids of the admin's additional services. */
  extras: list(z.string().min(1).max(100)),
});
export type MarketEstimateQuery = z.output<typeof marketEstimateQuery>;
export type MarketEstimateQueryInput = z.input<typeof marketEstimateQuery>;

/**
 * The market's range for such a job (base minor units), null while fewer accepted offers than
 * the admin's threshold are known (the per-foot formula stays the estimate).
 */
export const marketEstimate = z.object({
  range: z.object({ min: moneyMinor, max: moneyMinor }).nullable(),
  /** How many accepted offers the range is made of. */
  offers: z.number().int(),
});
export type MarketEstimate = z.infer<typeof marketEstimate>;
