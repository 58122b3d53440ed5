import { z } from 'zod';
import {
  BOAT_TYPES,
  JOB_POST_STATUSES,
  JOB_STATUSES,
  LOCATION_TYPES,
  MATERIALS,
  PAYMENT_STATUSES,
} from '../enums.ts';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '../pricing/estimate.ts';
import { ESTIMATE_SOURCES } from '../pricing/market.ts';
import { CONTACT_NUMBER_PATTERN, moneyMinor, objectId } from './common.ts';
import { ratingSummary } from './review.ts';
import { jobPostServices, serviceChoice } from './job-post-services.ts';
import { responsiveImage } from './image-file.ts';
import { JOB_POST_IMAGES } from './job-post-images.ts';

export { JOB_POST_IMAGES };
export const DIRTINESS_LEVEL = 1;

/** A place chosen from the address picker: every field exists only when it was picked. */
export const placeChoice = z.object(
  {
    address: z.string().trim().min(1, 'createRequest.validation.locationRequired').max(300),
    placeId: z.string().trim().min(1, 'createRequest.validation.locationRequired').max(200),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  },
  { error: 'createRequest.validation.locationRequired' },
);
export type PlaceChoice = z.infer<typeof placeChoice>;

const todayUtc = () => new Date().toISOString().slice(0, 10);
/** One day of slack, so a user west of UTC can still pick their own today. */
const earliestDate = () => new Date(Date.parse(todayUtc()) - 86_400_000).toISOString().slice(0, 10);

export const preferredDate = z
  .string({ error: 'createRequest.validation.dateRequired' })
  .min(1, 'createRequest.validation.dateRequired')
  .pipe(z.iso.date('createRequest.validation.dateRequired'))
  .refine((value) => value >= earliestDate(), 'createRequest.validation.datePast')
  .describe('Not before yesterday (UTC).');

/** A request's own fields, as the wizard holds them and the server stores them. */
export const jobPostFields = z.object({
  boatName: z
    .string({ error: 'createRequest.validation.boatNameRequired' })
    .trim()
    .min(1, 'createRequest.validation.boatNameRequired')
    .max(120, 'createRequest.validation.tooLong'),
  lengthFeet: z
    .number({ error: 'createRequest.validation.length' })
    .int('createRequest.validation.length')
    .min(BOAT_LENGTH_MIN_FEET, 'createRequest.validation.length')
    .max(BOAT_LENGTH_MAX_FEET, 'createRequest.validation.length'),
  boatType: z.enum(BOAT_TYPES, { error: 'createRequest.validation.boatTypeRequired' }),
  material: z.enum(MATERIALS, { error: 'createRequest.validation.materialRequired' }),
  locationType: z.enum(LOCATION_TYPES, { error: 'createRequest.validation.locationTypeRequired' }),
  location: placeChoice,
  dockNumber: z
    .string({ error: 'createRequest.validation.dockNumberRequired' })
    .trim()
    .min(1, 'createRequest.validation.dockNumberRequired')
    .max(40, 'createRequest.validation.tooLong'),
  flybridge: z.boolean(),
  /** Engine service needs its serial number and description. */
  services: serviceChoice,
  preferredDate,
  notes: z.string().trim().max(2000, 'createRequest.validation.tooLong'),
  title: z.string().trim().max(160, 'createRequest.validation.tooLong'),
  description: z.string().trim().max(2000, 'createRequest.validation.tooLong'),
  /**
   * Ids of the admin's additional services (pricing configuration) the owner chose; each adds
   * its price per foot times the length to the estimate. Ids no longer configured are ignored.
   */
  additionalServices: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  /** The owner's boat the request is for (boats.ts); only their own. */
  boatId: objectId.optional(),
});
export type JobPostFields = z.infer<typeof jobPostFields>;

/** A new request, as POST /jobpost checks it once the multipart fields are read. */
export const jobPostCreate = jobPostFields;
export type JobPostCreate = z.infer<typeof jobPostCreate>;

export const jobPostImage = z
  .object({
    id: z.string(),
    /** The ~480 px WebP thumbnail: lists, carousels and the gallery use this. */
    url: z.string(),
    /** The full-size photo (metadata removed). */
    fullUrl: z.string(),
  })
  .extend(responsiveImage.shape);
export type JobPostImage = z.infer<typeof jobPostImage>;

export const jobPostLocation = z.object({
  address: z.string(),
  placeId: z.string(),
  dockNumber: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * Where a request's order stands, as the owner's job list shows it (the state in words and the
 * next action come from `ownerJobState` in job-lifecycle.ts). `reviewed`: the owner's review.
 */
export const jobOrderState = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  bid_amount: moneyMinor,
  payment_amount: moneyMinor,
  reviewed: z.boolean(),
});
export type JobOrderState = z.infer<typeof jobOrderState>;

/** A request as lists show it (GET /jobpost/list items). Amounts in base minor units. */
export const jobPostSummary = z.object({
  id: z.string(),
  boatName: z.string(),
  boatType: z.enum(BOAT_TYPES),
  material: z.enum(MATERIALS),
  lengthFeet: z.number(),
  dirtinessLevel: z.number(),
  flybridge: z.boolean(),
  locationType: z.enum(LOCATION_TYPES),
  location: jobPostLocation,
  preferredDate: z.string(),
  notes: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(JOB_POST_STATUSES),
  services: jobPostServices,
  /** The admin's additional services the owner chose, as priced when the request was posted. */
  additionalServices: z.array(
    z.object({ id: z.string(), name: z.string(), pricePerFoot: moneyMinor }),
  ),
  images: z.array(jobPostImage),
  estimatedPriceMin: moneyMinor,
  estimatedPriceMax: moneyMinor,
  priceRange: z.object({ min: moneyMinor, max: moneyMinor }),
  /** Whether the estimate is the market's range of comparable accepted offers or the formula's. */
  estimateSource: z.enum(ESTIMATE_SOURCES),
  min_bid_amount: moneyMinor,
  max_bid_amount: moneyMinor,
  bid_start_date: z.string().nullable(),
  bid_end_date: z.string().nullable(),
  /** How many providers have made an offer. */
  offerCount: z.number().int(),
  created_date: z.string(),
  /** The owner's own list only: the order made on the request, null before one. */
  order: jobOrderState.nullable().optional(),
  /**
   * For its owner (list and page): the care plan the request became or is a visit of, and
   * whether the plan is paid for the season in one payment (its visits are never paid alone).
   */
  carePlan: z.object({ id: z.string(), paidWithSeason: z.boolean() }).optional(),
});
export type JobPostSummary = z.infer<typeof jobPostSummary>;

export const jobPostBid = z.object({
  id: z.string(),
  /** The provider's business title, else their name. */
  bidder: z.string(),
  amount: moneyMinor,
  message: z.string(),
  created_date: z.string(),
  /** Names of the owner's clubs that vouch for this provider ("Verified by <club>"). */
  verifiedBy: z.array(z.string()).optional(),
  /** The provider's reviews from owners: the public card's stars. */
  rating: ratingSummary.optional(),
  /** The provider's picture or logo, when they have one (else the page shows their initial). */
  avatarUrl: z.string().optional(),
  /** How many jobs the provider has finished on BoatCare (confirmed or paid out). */
  completedJobs: z.number().int().optional(),
  /** How long after the request was posted this offer came, in minutes. */
  respondedAfterMinutes: z.number().int().optional(),
});
export type JobPostBid = z.infer<typeof jobPostBid>;

/** The order made from the accepted bid, as a request shows it. */
export const jobPostOrder = z.object({
  id: z.string(),
  /** Where the job stands (job-lifecycle.ts); the owner's page derives its header from it. */
  status: z.enum(JOB_STATUSES),
  /** The owner has reviewed the provider. */
  reviewed: z.boolean(),
  title: z.string(),
  job_start_date: z.string().nullable(),
  job_end_date: z.string().nullable(),
  payment_amount: moneyMinor,
  payment_status: z.enum(PAYMENT_STATUSES),
  bid_amount: moneyMinor,
  bidder: z.object({
    title: z.string(),
    contact_number: z.string(),
    /** The provider's logo or picture (else the page shows their initials). */
    avatarUrl: z.string().optional(),
  }),
  auctioneer: z.object({ company_name: z.string(), contact_number: z.string() }),
});
export type JobPostOrder = z.infer<typeof jobPostOrder>;

/**
 * The owner as the provider who won the job sees them: never served before a bid of theirs is
 * accepted. A field without a value is left out.
 */
export const jobOwnerContact = z.object({
  first_name: z.string(),
  /** The owner's picture, if they set one (else the page shows their initial). */
  avatarUrl: z.string().optional(),
  phone: z.string().optional(),
  harbour: z.string().optional(),
  dockNumber: z.string().optional(),
  notes: z.string().optional(),
});
export type JobOwnerContact = z.infer<typeof jobOwnerContact>;

/**
 * GET /jobpost/get/{id}. The owner sees every bid and the order; a provider sees only their
 * own bid (`mybid`), no other bids and no order unless it is theirs.
 */
export const jobPostDetail = jobPostSummary.extend({
  bids: z.array(jobPostBid),
  /** The accepted bid's id, once one is accepted. */
  acceptedBid: z.string().nullable(),
  mybid: z.object({ amount: moneyMinor, message: z.string() }).nullable(),
  my_bid_amount: moneyMinor.nullable(),
  job: jobPostOrder.nullable(),
  /** For a provider: the owner's reviews from providers. */
  ownerRating: ratingSummary.optional(),
  /** For the provider whose bid was accepted: how to reach the owner and the boat. */
  ownerContact: jobOwnerContact.optional(),
});
export type JobPostDetail = z.infer<typeof jobPostDetail>;

export const jobPostDetailResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: jobPostDetail,
});

/** The owner's job list filter: open for offers, under way, finished, or cancelled. */
export const JOB_STAGES = ['open', 'active', 'finished', 'cancelled'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** GET /jobpost/counts: how many of the owner's jobs are in each stage, and in all. */
export const jobStageCounts = z.object({
  all: z.number().int(),
  open: z.number().int(),
  active: z.number().int(),
  finished: z.number().int(),
  cancelled: z.number().int(),
});
export type JobStageCounts = z.infer<typeof jobStageCounts>;

export const jobPostListQuery = z.object({
  status: z.enum(JOB_POST_STATUSES).optional(),
  stage: z.enum(JOB_STAGES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type JobPostListQuery = z.output<typeof jobPostListQuery>;
/** The owner's job list asks for this many cards a page (the shell's first reads ask the same). */
export const OWNER_JOBS_PAGE_SIZE = 12;

/** GET /jobpost/list answers an array (the spec's wire contract); X-Total-Count has the total. */
export const jobPostListResponse = z.array(jobPostSummary);

export const jobPostCreated = z.object({ id: objectId, message: z.string() });

export const imageSlotIndex = z.coerce
  .number({ error: 'jobPost.images.badIndex' })
  .int('jobPost.images.badIndex')
  .min(0, 'jobPost.images.badIndex')
  .max(JOB_POST_IMAGES.max - 1, 'jobPost.images.badIndex');

export const imageReplaced = z.object({
  imageUrl: z.string(),
  image: jobPostImage,
  message: z.string(),
});

/**
 * PATCH /jobpost/{id}: the owner changes an open request (before a bid is accepted): any of its
 * facts, services and date; photos go through PUT /jobpost/{id}/images. The estimate is
 * recomputed by the server.
 */
export const jobPostEdit = jobPostFields
  .pick({
    boatName: true,
    lengthFeet: true,
    boatType: true,
    material: true,
    locationType: true,
    dockNumber: true,
    flybridge: true,
    services: true,
    preferredDate: true,
    notes: true,
  })
  .partial();
export type JobPostEdit = z.input<typeof jobPostEdit>;
export const jobPostChanged = z.object({ message: z.string(), data: jobPostSummary });

/**
 * The owner's phone, asked before their first request when the account has none: the provider
 * whose offer is accepted sees it. Spaces and dashes are dropped before checking.
 */
export const ownerContactNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
  z
    .string({ error: 'createRequest.validation.phoneRequired' })
    .min(1, 'createRequest.validation.phoneRequired')
    .pipe(z.string().regex(CONTACT_NUMBER_PATTERN, 'createRequest.validation.phoneInvalid')),
);
/** GET /jobpost/contact: the phone on the owner's account ('' when none). */
export const ownerContact = z.object({ contactNumber: z.string() });
