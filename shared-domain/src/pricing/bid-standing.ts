import type { PriceRange } from './estimate.ts';

/** How far outside the estimate a bid may be before it is flagged: half below, double above. */
export const FAR_BELOW_RATIO = 0.5;
export const FAR_ABOVE_RATIO = 2;

export type BidStanding = 'farBelow' | 'below' | 'within' | 'above' | 'farAbove';

/**
 * Where a bid stands against the request's per-foot estimate (all base minor units). A request
 * without an estimate (0 to 0) counts every bid as within.
 */
export function bidStanding(amountMinor: number, estimate: PriceRange): BidStanding {
  if (estimate.max <= 0) return 'within';
  if (amountMinor < estimate.min * FAR_BELOW_RATIO) return 'farBelow';
  if (amountMinor < estimate.min) return 'below';
  if (amountMinor > estimate.max * FAR_ABOVE_RATIO) return 'farAbove';
  if (amountMinor > estimate.max) return 'above';
  return 'within';
}

/** Whether a standing is worth a warning. */
export const isFarOut = (standing: BidStanding) =>
  standing === 'farBelow' || standing === 'farAbove';
