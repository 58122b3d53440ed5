import { Types } from 'mongoose';
import {
  conflict,
  countEach,
  findEach,
  notFound,
  recordJobCreated,
  type Caller,
} from '@boatcare/server-kit';
import { UserType } from '@boatcare/shared-domain/core';
import {
  JOB_STATUS_GROUPS,
  statusesOf,
  type JobStatusGroup,
  type Order,
  type OrderListQuery,
} from '@boatcare/shared-domain/schemas/job';
import { type JobPostOrder } from '@boatcare/shared-domain/schemas/job-post';
import { NO_SERVICES, servicesToWire } from '@boatcare/shared-domain/schemas/job-post-services';
import {
  BidModel,
  JobModel,
  JobPostModel,
  ReviewModel,
  type Job,
} from '@boatcare/server-kit/models';
import { OPEN_STATUSES, marketJobOf, summaryOf, totalOf, type JobPostRecord } from './job-posts.ts';
import { recordAcceptedOffer } from './market.ts';
import { auctioneerView, bidderView, fullName, peopleByIds, type Person } from './people.ts';

type JobRecord = Job & { _id: Types.ObjectId; created_date: Date };

const isStatusGroup = (value: string): value is JobStatusGroup =>
  (JOB_STATUS_GROUPS as readonly string[]).includes(value);

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** Which of these orders the owner has reviewed (the owner's job state reads it). */
export async function ownerReviewed(jobs: Types.ObjectId[]): Promise<Set<string>> {
  const counts = await countEach(jobs, (job) => ReviewModel.countDocuments({ job, side: 'owner' }));
  return new Set([...counts].filter(([, count]) => count > 0).map(([id]) => id));
}

/** The order as a request shows it. */
export function orderView(
  job: JobRecord,
  people: Map<string, Person>,
  reviewed = false,
): JobPostOrder {
  return {
    id: String(job._id),
    status: job.status ?? 'accepted',
    reviewed,
    title: job.title ?? '',
    job_start_date: iso(job.job_start_date),
    job_end_date: iso(job.job_end_date),
    payment_amount: job.payment_amount,
    payment_status: job.payment_status ?? 'pending',
    bid_amount: job.bid_amount,
    bidder: bidderView(people.get(String(job.bidder))),
    auctioneer: auctioneerView(people.get(String(job.auctioneer))),
  };
}

/** What an order shows of its request; a request an admin deleted leaves its fields empty. */
function boatOf(post: JobPostRecord | undefined): Order['boat'] {
  if (!post) {
    return {
      boatName: '',
      boatType: 'Motorboat',
      material: 'Gelcoat',
      lengthFeet: 0,
      flybridge: false,
      services: servicesToWire(NO_SERVICES),
      preferredDate: '',
      address: '',
      dockNumber: '',
      images: [],
    };
  }
  const summary = summaryOf(post, 0);
  return {
    boatName: summary.boatName,
    boatType: summary.boatType,
    material: summary.material,
    lengthFeet: summary.lengthFeet,
    flybridge: summary.flybridge,
    services: summary.services,
    preferredDate: summary.preferredDate,
    address: summary.location.address,
    dockNumber: summary.location.dockNumber,
    images: summary.images,
  };
}

function orderOf(
  job: JobRecord,
  post: JobPostRecord | undefined,
  people: Map<string, Person>,
  reviewed: Set<string>,
): Order {
  const bidder = people.get(String(job.bidder));
  return {
    ...orderView(job, people, reviewed.has(String(job._id))),
    jobPostId: String(job.jobPost),
    status: job.status ?? 'accepted',
    created_date: new Date(job.created_date).toISOString(),
    bidder: { ...bidderView(bidder), name: fullName(bidder) },
    boat: boatOf(post),
  };
}

/** Orders with their requests and people, each read by its id (findEach). */
export async function ordersOf(jobs: JobRecord[]): Promise<Order[]> {
  const [posts, people, reviewed] = await Promise.all([
    findEach(
      jobs.map((job) => job.jobPost),
      (_id) => JobPostModel.findOne({ _id }).lean<JobPostRecord>(),
    ),
    peopleByIds(jobs.flatMap((job) => [job.bidder, job.auctioneer])),
    ownerReviewed(jobs.map((job) => job._id)),
  ]);
  const byId = new Map(posts.map((post) => [String(post._id), post]));
  return jobs.map((job) => orderOf(job, byId.get(String(job.jobPost)), people, reviewed));
}

/** Which orders a caller may see: a customer's as the owner, a provider's as the one doing the work. */
const sideOf = (caller: Caller) =>
  caller.userType === UserType.Provider ? { bidder: caller.userId } : { auctioneer: caller.userId };

export async function listOrders(
  caller: Caller,
  { page = 1, limit = 10, status, payment_status }: OrderListQuery,
) {
  const filter = {
    ...sideOf(caller),
    ...(status ? { status: { $in: isStatusGroup(status) ? statusesOf(status) : [status] } } : {}),
    ...(payment_status ? { payment_status } : {}),
  };
  const jobs = await JobModel.find(filter)
    .sort({ created_date: -1, _id: -1 })
    .skip((page - 1) * limit)
    .limit(limit)
    .lean<JobRecord[]>();
  const total = await totalOf(jobs.length, page, limit, () => JobModel.countDocuments(filter));
  return { data: await ordersOf(jobs), meta: { total, page, limit } };
}

/** One order, for its owner or its provider; null for anyone else. */
export async function findOrder(caller: Caller, id: string): Promise<Order | null> {
  const job = await JobModel.findOne({ _id: id, ...sideOf(caller) }).lean<JobRecord>();
  if (!job) return null;
  const [order] = await ordersOf([job]);
  return order ?? null;
}

/** The order made on a request, with the people in it, or null. */
export async function orderForPost(
  jobPost: Types.ObjectId,
): Promise<{ job: JobRecord; view: JobPostOrder } | null> {
  const job = await JobModel.findOne({ jobPost }).lean<JobRecord>();
  if (!job) return null;
  const [people, reviewed] = await Promise.all([
    peopleByIds([job.bidder, job.auctioneer]),
    ownerReviewed([job._id]),
  ]);
  return { job, view: orderView(job, people, reviewed.has(String(job._id))) };
}

/** Points the request at the bid of the order that won, whichever accept wrote last. */
const settle = (jobPost: Types.ObjectId, bid: Types.ObjectId) =>
  JobPostModel.updateOne({ _id: jobPost }, { $set: { acceptedBid: bid, status: 'bid_accepted' } });

/**
 * The owner accepts a bid. A conditional update claims the request (only its owner, only while
 * open, only if no bid is accepted yet), then the order is made with the accepted amount and a
 * pending payment. On MongoDB only one claim can match. FerretDB v1 applies a filter and its
 * write in separate steps, so two claims can both match there; the unique index on the order's
 * request then decides: one order is made, every racer points the request at its bid, and the
 * others answer 409.
 */
export async function acceptBid(customer: string, bidId: string): Promise<string> {
  const bid = await BidModel.findById(bidId).lean();
  if (!bid) throw notFound('jobs.bidNotFound');
  const claim = await JobPostModel.updateOne(
    { _id: bid.jobPost, auctioneer: customer, acceptedBid: null, status: { $in: OPEN_STATUSES } },
    { $set: { acceptedBid: bid._id, status: 'bid_accepted' } },
  );
  if (claim.matchedCount === 0) {
    const post = await JobPostModel.findOne(
      { _id: bid.jobPost, auctioneer: customer },
      { acceptedBid: 1 },
    ).lean();
    if (!post) throw notFound('jobs.bidNotFound');
    throw conflict(post.acceptedBid ? 'jobs.alreadyAccepted' : 'jobs.requestClosed');
  }
  const post = await JobPostModel.findById(bid.jobPost).lean<JobPostRecord>();
  let job;
  try {
    job = await JobModel.create({
      jobPost: bid.jobPost,
      bid: bid._id,
      auctioneer: customer,
      bidder: bid.bidder,
      title: post?.title || post?.boatName || '',
      bid_amount: bid.amount,
      payment_amount: bid.amount,
      payment_status: 'pending',
      status: 'accepted',
      job_start_date: post?.preferredDate ?? null,
    });
  } catch (error) {
    const winner = await JobModel.findOne({ jobPost: bid.jobPost }, { bid: 1 }).lean();
    if (winner) {
      await settle(bid.jobPost, winner.bid);
      throw conflict('jobs.alreadyAccepted');
    }
    // No order was made: give the request back, so the owner can accept again.
    await JobPostModel.updateOne(
      { _id: bid.jobPost, acceptedBid: bid._id },
      { $set: { acceptedBid: null, status: 'bid_placed' } },
    );
    throw error;
  }
  await recordJobCreated(job._id, customer);
  await settle(bid.jobPost, bid._id);
  if (post) await recordAcceptedOffer(job._id, bid.amount, marketJobOf(post));
  return String(job._id);
}
