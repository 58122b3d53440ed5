import type { ServiceSelection } from '../schemas/job-post-services.ts';

export interface PriceRange {
  /** Base minor units (US cents). */
  min: number;
  max: number;
}

export const BOAT_LENGTH_MIN_FEET = 10;
export const BOAT_LENGTH_MAX_FEET = 200;

/**
 * What cleaning starts at per foot, in base minor units (the spec's 9 x 8): the admin's pricing
 * configuration may change it. The top of the cleaning band is a third above it (8 x 12).
 */
export const DEFAULT_BASE_RATE_PER_FOOT = 9 * 8 * 100;

/**
 * The spec's per-foot estimate for a boat of `lengthFeet`, in base minor units.
 * Cleaning is always included (from `baseRatePerFoot`, base minor units); each selected
 * service adds its own per-foot band.
 */
export function estimatePrice(
  lengthFeet: number,
  services: ServiceSelection,
  baseRatePerFoot = DEFAULT_BASE_RATE_PER_FOOT,
): PriceRange {
  const L = lengthFeet;
  const cleaningMin = (L * baseRatePerFoot) / 100;
  const cleaningMax = (L * baseRatePerFoot * 4) / 3 / 100;
  let min = cleaningMin + (services.polishing ? L * 9 * 5 : 0);
  let max = cleaningMax + (services.polishing ? L * 8 * 8 : 0);
  if (services.coating === 'wax') {
    min += L * 5;
    max += L * 6;
  } else if (services.coating === 'ceramic') {
    min += L * 50;
    max += L * 100;
  }
  if (services.interior) {
    min += L * 5;
    max += L * 10;
  }
  if (services.repair) {
    min += L * 8;
    max += L * 15;
  }
  if (services.engineService) {
    min += 40;
    max += 70;
  }
  if (services.flybridge) max += L * 22;
  return { min: Math.round(min * 100), max: Math.round(max * 100) };
}
