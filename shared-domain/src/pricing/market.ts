import type { ServiceSelection } from '../schemas/job-post-services.ts';
import type { PriceRange } from './estimate.ts';

/** Where a request's estimate comes from: the spec's per-foot formula, or accepted offers. */
export const ESTIMATE_SOURCES = ['formula', 'market'] as const;
export type EstimateSource = (typeof ESTIMATE_SOURCES)[number];

/** How many accepted offers of comparable jobs make a market, while the admin has set none. */
export const DEFAULT_MARKET_MIN_OFFERS = 10;
/**
 * The most recent accepted offers a market range reads: the read stays bounded however busy a
 * market gets, and an old price drops out as new ones come. The admin's threshold is at most this.
 */
export const MARKET_SAMPLE_LIMIT = 200;

/** Boats compare within 10 ft bands up to 60 ft; longer boats are one band. */
export function lengthBand(lengthFeet: number): string {
  if (lengthFeet >= 60) return '60+';
  const low = Math.floor(lengthFeet / 10) * 10;
  return `${low}-${low + 9}`;
}

/** A region is a whole-degree cell (about 110 x 60 km in Denmark): a harbour and its neighbours. */
export const regionOf = (latitude: number, longitude: number) =>
  `${Math.floor(latitude)}:${Math.floor(longitude)}`;

/** What makes two jobs comparable. */
export interface MarketJob {
  lengthFeet: number;
  selection: ServiceSelection;
  /** The admin's additional services chosen. */
  extraIds: readonly string[];
  latitude: number;
  longitude: number;
}

/** The key of a job's market: its length band, exactly its services, its region. */
export function marketKey(job: MarketJob): string {
  const s = job.selection;
  const services = [
    s.polishing && 'polishing',
    s.coating !== 'none' && s.coating,
    s.interior && 'interior',
    s.engineService && 'engineService',
    s.repair && 'repair',
    s.flybridge && 'flybridge',
    ...[...job.extraIds].sort(),
  ].filter(Boolean);
  return [
    lengthBand(job.lengthFeet),
    services.join('+') || 'cleaning',
    regionOf(job.latitude, job.longitude),
  ].join('|');
}

/** The value at fraction `q` of sorted numbers, interpolated between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/**
 * The market's range for a boat of `lengthFeet`, in base minor units: the middle half (first to
 * third quartile) of the accepted prices per foot, times the length. Null while fewer than
 * `minOffers` offers are known (the formula's estimate stays).
 */
export function marketRange(
  perFoot: readonly number[],
  lengthFeet: number,
  minOffers: number,
): PriceRange | null {
  if (perFoot.length === 0 || perFoot.length < minOffers) return null;
  const sorted = [...perFoot].sort((a, b) => a - b);
  return {
    min: Math.round(quantile(sorted, 0.25) * lengthFeet),
    max: Math.round(quantile(sorted, 0.75) * lengthFeet),
  };
}
