import type { ServiceSelection } from '../schemas/job-post-services.ts';

export interface PriceRange {
  /** Base minor units (US cents). */
  min: number;
  max: number;
}

export const BOAT_LENGTH_MIN_FEET = 10;
export const BOAT_LENGTH_MAX_FEET = 200;

/**
 * The spec's per-foot estimate for a boat of `lengthFeet`, in base minor units.
 * Cleaning is always included; each selected service adds its own per-foot band.
 */
export function estimatePrice(lengthFeet: number, services: ServiceSelection): PriceRange {
  const L = lengthFeet;
  let min = L * 9 * (8 + (services.polishing ? 5 : 0));
  let max = L * 8 * (12 + (services.polishing ? 8 : 0));
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
  return { min: min * 100, max: max * 100 };
}
