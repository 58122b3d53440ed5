import { Types } from 'mongoose';
import { type JobPostStatus } from '@boatcare/shared-domain/core';
import { chosenExtras, type MarketJob } from '@boatcare/shared-domain/pricing';
import {
  type JobPostCreate,
  type JobPostListQuery,
  type JobPostSummary,
} from '@boatcare/shared-domain/schemas/job-post';
import {
  selectionOf,
  servicesToWire,
  type ServiceChoice,
} from '@boatcare/shared-domain/schemas/job-post-services';
import { countEach, findEach, readPricingConfig } from '@boatcare/server-kit';
import {
  FINISHED_JOB_STATUSES,
  ONGOING_JOB_STATUSES,
  type JobStatus,
} from '@boatcare/shared-domain/schemas/job';
import {
  type JobOrderState,
  type JobStage,
  type JobStageCounts,
} from '@boatcare/shared-domain/schemas/job-post';
import {
  BidModel,
  JobModel,
  JobPostModel,
  PlanModel,
  ReviewModel,
  UserModel,
  type JobPost,
} from '@boatcare/server-kit/models';
import { jobPostImageView, type StoredImage } from './images.ts';
import { requestEstimate } from './market.ts';

/** Requests still open for offers. */
export const OPEN_STATUSES: JobPostStatus[] = ['active', 'bid_placed'];

export type JobPostRecord = JobPost & { _id: Types.ObjectId; created_date: Date };

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export function choiceOf(post: JobPostRecord): ServiceChoice {
  const s = post.services;
  return {
    polishing: Boolean(s?.polishing),
    coating: s?.coating ?? 'none',
    interior: Boolean(s?.interior),
    engineService: Boolean(s?.engineService),
    engineSerialNumber: s?.engineSerialNumber ?? '',
    engineDescription: s?.engineDescription ?? '',
    repair: Boolean(s?.repair),
  };
}

/** What makes a stored request comparable. */
export const marketJobOf = (post: JobPostRecord): MarketJob => ({
  lengthFeet: post.lengthFeet,
  selection: selectionOf(choiceOf(post), Boolean(post.flybridge)),
  extraIds: (post.additionalServices ?? []).flatMap((extra) => (extra.id ? [extra.id] : [])),
  latitude: post.location?.latitude ?? 0,
  longitude: post.location?.longitude ?? 0,
});

/** A stored request as lists answer it. */
export function summaryOf(post: JobPostRecord, offerCount: number): JobPostSummary {
  const priceRange = { min: post.estimatedPriceMin ?? 0, max: post.estimatedPriceMax ?? 0 };
  const location = post.location ?? {
    address: '',
    placeId: '',
    dockNumber: '',
    latitude: 0,
    longitude: 0,
  };
  return {
    id: String(post._id),
    boatName: post.boatName,
    boatType: post.boatType,
    material: post.material,
    lengthFeet: post.lengthFeet,
    dirtinessLevel: post.dirtinessLevel ?? 1,
    flybridge: Boolean(post.flybridge),
    locationType: post.locationType,
    location: {
      address: location.address,
      placeId: location.placeId ?? '',
      dockNumber: location.dockNumber ?? '',
      latitude: location.latitude,
      longitude: location.longitude,
    },
    preferredDate: new Date(post.preferredDate).toISOString(),
    notes: post.notes ?? '',
    title: post.title ?? '',
    description: post.description ?? '',
    status: post.status ?? 'active',
    services: servicesToWire(choiceOf(post)),
    additionalServices: (post.additionalServices ?? []).map((extra) => ({
      id: extra.id ?? '',
      name: extra.name ?? '',
      pricePerFoot: extra.pricePerFoot ?? 0,
    })),
    images: (post.images ?? []).map(jobPostImageView),
    estimatedPriceMin: priceRange.min,
    estimatedPriceMax: priceRange.max,
    priceRange,
    estimateSource: post.estimateSource ?? 'formula',
    min_bid_amount: post.min_bid_amount ?? 0,
    max_bid_amount: post.max_bid_amount ?? 0,
    bid_start_date: iso(post.bid_start_date),
    bid_end_date: iso(post.bid_end_date),
    offerCount,
    created_date: new Date(post.created_date).toISOString(),
  };
}

/** Offers per request of a page: an indexed count per request (countEach). */
export const offerCounts = (ids: Types.ObjectId[]): Promise<Map<string, number>> =>
  countEach(ids, (jobPost) => BidModel.countDocuments({ jobPost }));

/**
 * Saves a new request with its photos' keys. The estimate is the server's own (`requestEstimate`:
 * the market's range of comparable accepted offers, else the formula on the admin's pricing),
 * whatever the client sent; the chosen services are kept as priced now. The status starts at active.
 */
export async function createJobPost(
  id: Types.ObjectId,
  auctioneer: string,
  input: JobPostCreate,
  images: StoredImage[],
): Promise<string> {
  const pricing = await readPricingConfig();
  const extraIds = chosenExtras(pricing, input.additionalServices ?? []).map((extra) => extra.id);
  const estimate = await requestEstimate(
    {
      lengthFeet: input.lengthFeet,
      selection: selectionOf(input.services, input.flybridge),
      extraIds,
      latitude: input.location.latitude,
      longitude: input.location.longitude,
    },
    pricing,
  );
  await JobPostModel.create({
    _id: id,
    auctioneer,
    boat: input.boatId ?? null,
    boatName: input.boatName,
    boatType: input.boatType,
    material: input.material,
    lengthFeet: input.lengthFeet,
    dirtinessLevel: 1,
    flybridge: input.flybridge,
    locationType: input.locationType,
    location: { ...input.location, dockNumber: input.dockNumber },
    preferredDate: new Date(`${input.preferredDate}T00:00:00.000Z`),
    notes: input.notes,
    title: input.title,
    description: input.description,
    status: 'active',
    services: input.services,
    additionalServices: chosenExtras(pricing, extraIds),
    images,
    estimatedPriceMin: estimate.range.min,
    estimatedPriceMax: estimate.range.max,
    estimateSource: estimate.source,
    min_bid_amount: 0,
    max_bid_amount: 0,
  });
  return String(id);
}

/**
 * A list's total: known without a query when this page is the last one (a part-full page),
 * counted otherwise. On FerretDB v1 every count reads the whole collection.
 */
export async function totalOf(
  found: number,
  page: number,
  limit: number,
  count: () => Promise<number>,
) {
  const last = found < limit && (found > 0 || page === 1);
  return last ? (page - 1) * limit + found : count();
}

/** The requests of the owner whose order is in one of these states. */
async function postsWithOrderIn(auctioneer: Types.ObjectId, statuses: readonly JobStatus[]) {
  const jobs = await JobModel.find({ auctioneer, status: { $in: statuses } }, { jobPost: 1 }).lean<
    { jobPost: Types.ObjectId }[]
  >();
  return jobs.map((job) => job.jobPost);
}

/** The filter of one stage of the owner's job list (ownerJobState's groups). */
async function stageFilter(auctioneer: Types.ObjectId, stage: JobStage) {
  switch (stage) {
    case 'open':
      return { status: { $in: OPEN_STATUSES } };
    case 'active':
      return { _id: { $in: await postsWithOrderIn(auctioneer, ONGOING_JOB_STATUSES) } };
    case 'finished':
      return { _id: { $in: await postsWithOrderIn(auctioneer, FINISHED_JOB_STATUSES) } };
    case 'cancelled':
      return {
        $or: [
          { status: 'cancelled' as const },
          { _id: { $in: await postsWithOrderIn(auctioneer, ['cancelled']) } },
        ],
      };
  }
}

/** How many of the owner's requests are in each stage: the job list's filter shows them. */
export async function ownerStageCounts(auctioneer: string): Promise<JobStageCounts> {
  const owner = new Types.ObjectId(auctioneer);
  const [posts, jobs] = await Promise.all([
    JobPostModel.find({ auctioneer: owner }, { status: 1 }).lean(),
    JobModel.find({ auctioneer: owner }, { jobPost: 1, status: 1 }).lean(),
  ]);
  const orderOf = new Map(jobs.map((job) => [String(job.jobPost), job.status ?? 'accepted']));
  const counts: JobStageCounts = {
    all: posts.length,
    open: 0,
    active: 0,
    finished: 0,
    cancelled: 0,
  };
  for (const post of posts) {
    const order = orderOf.get(String(post._id));
    const stage: JobStage = !order
      ? OPEN_STATUSES.includes(post.status ?? 'active')
        ? 'open'
        : 'cancelled'
      : order === 'cancelled'
        ? 'cancelled'
        : (FINISHED_JOB_STATUSES as readonly string[]).includes(order)
          ? 'finished'
          : 'active';
    counts[stage] += 1;
  }
  return counts;
}

/**
 * The owner's care plans of these requests (the plan each became or is a visit of), by request
 * id: their list and page link to it, and a visit of a season paid at once offers no payment.
 */
export async function carePlansOf(
  posts: readonly JobPostRecord[],
): Promise<Map<string, NonNullable<JobPostSummary['carePlan']>>> {
  const planned = posts.filter((post) => post.carePlan);
  const plans = await findEach(
    planned.map((post) => post.carePlan as Types.ObjectId),
    (_id) => PlanModel.findOne({ _id }, { payment: 1, owner: 1 }).lean(),
  );
  const byId = new Map(plans.map((plan) => [String(plan._id), plan]));
  return new Map(
    planned.flatMap((post) => {
      const plan = byId.get(String(post.carePlan));
      // Only the owner's own plan: a request names the plan of the one who posted it.
      if (!plan || String(plan.owner) !== String(post.auctioneer)) return [];
      const carePlan = { id: String(plan._id), paidWithSeason: plan.payment === 'season' };
      return [[String(post._id), carePlan]];
    }),
  );
}

/** The orders made on these requests, with whether the owner reviewed each, by request id. */
async function orderStates(posts: Types.ObjectId[]): Promise<Map<string, JobOrderState>> {
  const jobs = await findEach(posts, (jobPost) =>
    JobModel.findOne(
      { jobPost },
      { jobPost: 1, status: 1, payment_status: 1, bid_amount: 1, payment_amount: 1 },
    ).lean<{
      _id: Types.ObjectId;
      jobPost: Types.ObjectId;
      status?: JobStatus | null;
      payment_status?: JobOrderState['payment_status'] | null;
      bid_amount: number;
      payment_amount: number;
    }>(),
  );
  const reviews = await countEach(
    jobs.map((job) => job._id),
    (job) => ReviewModel.countDocuments({ job, side: 'owner' }),
  );
  return new Map(
    jobs.map((job) => [
      String(job.jobPost),
      {
        id: String(job._id),
        status: job.status ?? 'accepted',
        payment_status: job.payment_status ?? 'pending',
        bid_amount: job.bid_amount,
        payment_amount: job.payment_amount,
        reviewed: (reviews.get(String(job._id)) ?? 0) > 0,
      },
    ]),
  );
}

/**
 * The caller's own requests, newest first, one page, with each one's offer count and order:
 * one list of the owner's jobs, optionally of one request status or one stage.
 */
export async function listOwnJobPosts(
  auctioneer: string,
  { status, stage, page = 1, limit = 50 }: JobPostListQuery,
): Promise<{ items: JobPostSummary[]; total: number }> {
  const owner = new Types.ObjectId(auctioneer);
  const filter = {
    auctioneer: owner,
    ...(status ? { status } : {}),
    ...(stage ? await stageFilter(owner, stage) : {}),
  };
  const posts = await JobPostModel.find(filter)
    .sort({ created_date: -1, _id: -1 })
    .skip((page - 1) * limit)
    .limit(limit)
    .lean<JobPostRecord[]>();
  const total = await totalOf(posts.length, page, limit, () => JobPostModel.countDocuments(filter));
  const ids = posts.map((post) => post._id);
  const [counts, orders, plans] = await Promise.all([
    offerCounts(ids),
    orderStates(ids),
    carePlansOf(posts),
  ]);
  const items = posts.map((post) => {
    const carePlan = plans.get(String(post._id));
    return {
      ...summaryOf(post, counts.get(String(post._id)) ?? 0),
      order: orders.get(String(post._id)) ?? null,
      ...(carePlan ? { carePlan } : {}),
    };
  });
  return { items, total };
}

/** The caller's own request, or null (someone else's is the same as none). */
export const findOwnJobPost = (id: string, auctioneer: string) =>
  JobPostModel.findOne({ _id: id, auctioneer }).lean<JobPostRecord>();

/**
 * Puts a photo in slot `index`: replaces the photo there, or adds one when the slot is empty
 * (slots stay contiguous, so an add goes after the last photo). Conditional on the photos being
 * as they were read, so two changes at once cannot lose one; false when they were not.
 */
export async function putImageInSlot(
  post: JobPostRecord,
  index: number,
  image: StoredImage,
): Promise<boolean> {
  const current = post.images ?? [];
  const old = current[index];
  // Conditional on the request still being open: an accept in between wins.
  const base = {
    _id: post._id,
    auctioneer: post.auctioneer,
    acceptedBid: null,
    status: { $in: OPEN_STATUSES },
  };
  const result = old
    ? await JobPostModel.updateOne(
        { ...base, [`images.${index}._id`]: old._id },
        { $set: { [`images.${index}`]: { ...image, _id: new Types.ObjectId() } } },
      )
    : await JobPostModel.updateOne(
        { ...base, images: { $size: current.length } },
        { $push: { images: image } },
      );
  return result.matchedCount === 1;
}

/** The phone on the owner's account, '' when none. */
export async function ownerContactOf(owner: string): Promise<string> {
  const user = await UserModel.findById(owner, { 'auctioneer.contact_number': 1 }).lean();
  return user?.auctioneer?.contact_number ?? '';
}

/** Keeps the phone the owner gave with a request on their account (the chosen provider sees it). */
export const saveOwnerContact = (owner: string, contactNumber: string) =>
  UserModel.updateOne({ _id: owner }, { $set: { 'auctioneer.contact_number': contactNumber } });
