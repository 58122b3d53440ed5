import { z } from 'zod';
import { BOAT_LENGTH_MAX_FEET } from '../pricing/estimate.ts';
import { DEFAULT_SERVICE_RADIUS } from './auth.ts';
import { commaList, filledNumber, moneyMinor } from './common.ts';
import { jobPostSummary } from './job-post.ts';

/** Service filters of the jobs lists (chip names): each listed one must be included. */
export const NEARBY_SERVICES = [
  'polishing',
  'wax',
  'ceramic',
  'interior',
  'engineService',
  'repair',
] as const;
export type NearbyService = (typeof NEARBY_SERVICES)[number];

/**
 * The spec's filter bands: boat length in feet, price in whole base units, radius in km. Each
 * band holds both its edges (the filter compares with >= and <=), so the bands meet rather than
 * leave a gap: a 50 ft boat is in "medium" and in "large", a 300 estimate in "low" and "medium".
 */
export const LENGTH_BANDS = {
  small: { boatLengthTo: 30 },
  medium: { boatLengthFrom: 30, boatLengthTo: 50 },
  large: { boatLengthFrom: 50 },
} as const;
export const PRICE_BANDS = {
  low: { priceTo: 300 },
  medium: { priceFrom: 300, priceTo: 600 },
  high: { priceFrom: 600 },
} as const;
export const DISTANCES_KM = [10, 25, 50, 100, 150] as const;
/** A search without a radius: the provider's default service radius. */
export const DEFAULT_RADIUS_KM = DEFAULT_SERVICE_RADIUS;
export const MAX_RADIUS_KM = 500;

const optionalNumber = (min: number, max: number) =>
  filledNumber(
    z.coerce.number({ error: 'supplierJobs.validation.filter' }).min(min).max(max),
  ).optional();

/** GET /jobpost/nearby and GET /jobpost/my-bids: the spec's query fields, plus paging. */
export const nearbyQuery = z.object({
  /** Centre of the search; the bidder profile's address when absent. */
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  boatLengthFrom: optionalNumber(0, BOAT_LENGTH_MAX_FEET),
  boatLengthTo: optionalNumber(0, BOAT_LENGTH_MAX_FEET),
  /** Whole base units (USD), compared with the request's estimate range. */
  priceFrom: optionalNumber(0, 10_000_000),
  priceTo: optionalNumber(0, 10_000_000),
  /** Km; the profile's service range (else 50) when absent. */
  radius: optionalNumber(1, MAX_RADIUS_KM),
  /** Comma-separated chip names, e.g. `polishing,interior`. */
  additionalServices: commaList(
    z.enum(NEARBY_SERVICES, { error: 'supplierJobs.validation.filter' }),
    { maxLength: 200, maxItems: 50 },
  ),
  boatName: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type NearbyQuery = z.output<typeof nearbyQuery>;
export type NearbyQueryInput = z.input<typeof nearbyQuery>;

/** Where a provider's bid stands. */
export const MY_BID_STATUSES = ['pending', 'accepted', 'notChosen', 'closed'] as const;
export type MyBidStatus = (typeof MY_BID_STATUSES)[number];

export const myBid = z.object({
  id: z.string(),
  amount: moneyMinor,
  message: z.string(),
  status: z.enum(MY_BID_STATUSES),
  updated_date: z.string(),
});
export type MyBid = z.infer<typeof myBid>;

/** A request in the provider's jobs lists: its distance from the centre and the provider's bid. */
export const nearbyJob = jobPostSummary.extend({
  /** Great-circle km from the search centre, one decimal. */
  distanceKm: z.number(),
  mybid: myBid.nullable(),
});
export type NearbyJob = z.infer<typeof nearbyJob>;

export const nearbyResponse = z.object({
  data: z.array(nearbyJob),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    /** Whether another page follows. */
    hasMore: z.boolean(),
    /** The search's centre and radius (the profile's when the query gave none). */
    centre: z.object({ latitude: z.number(), longitude: z.number() }),
    radius: z.number(),
  }),
});
export type NearbyResponse = z.infer<typeof nearbyResponse>;

/** GET /jobs/calendar?month&year: month 1-12. */
export const calendarQuery = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(1970).max(2200),
});
export type CalendarQuery = z.output<typeof calendarQuery>;

export const calendarItem = z.object({
  id: z.string(),
  jobPostId: z.string(),
  /** The job's start, ISO date-time. */
  start: z.string(),
  title: z.string(),
  job_details: z.object({ boat_length: z.number(), boat_name: z.string() }),
  auctioneer: z.object({ company_name: z.string() }),
  payment: z.object({ amount: moneyMinor, status: z.string() }),
});
export type CalendarItem = z.infer<typeof calendarItem>;

export const calendarResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(calendarItem),
});

/** GET /jobs/my-jobs: the orders page asks for 50 a page. */
export const myJobsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
