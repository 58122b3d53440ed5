import { Types } from 'mongoose';
import {
  distanceKm,
  type GeoPoint,
  type MyBid,
  type MyBidStatus,
  type NearbyJob,
  type NearbyQuery,
  type NearbyResponse,
} from '@boatcare/shared-domain';
import { findEach } from '@boatcare/server-kit';
import { BidModel, JobPostModel, type Bid } from '@boatcare/server-kit/models';
import { boxFilter, requestFilter, roundKm, searchArea } from './nearby-filters.ts';
import { nearbyVisibility } from './nearby-visibility.ts';
import { OPEN_STATUSES, offerCounts, summaryOf, type JobPostRecord } from './job-posts.ts';

type BidRecord = Bid & { _id: Types.ObjectId; updated_date: Date };
interface Candidate {
  _id: Types.ObjectId;
  location: GeoPoint;
}

/** Where a provider's bid stands on its request. */
function bidStatus(bid: BidRecord, post: JobPostRecord): MyBidStatus {
  if (post.acceptedBid)
    return String(post.acceptedBid) === String(bid._id) ? 'accepted' : 'notChosen';
  return OPEN_STATUSES.includes(post.status ?? 'active') ? 'pending' : 'closed';
}

const myBidOf = (bid: BidRecord | undefined, post: JobPostRecord): MyBid | null =>
  bid
    ? {
        id: String(bid._id),
        amount: bid.amount,
        message: bid.message ?? '',
        status: bidStatus(bid, post),
        updated_date: new Date(bid.updated_date).toISOString(),
      }
    : null;

/** Full cards for a page of requests, in the given order, with offer counts and own bids. */
async function cardsOf(
  provider: string,
  page: { id: Types.ObjectId; distance: number }[],
  bids?: Map<string, BidRecord>,
): Promise<NearbyJob[]> {
  const ids = page.map((entry) => entry.id);
  const [posts, counts, mine] = await Promise.all([
    findEach(ids, (_id) => JobPostModel.findOne({ _id }).lean<JobPostRecord>()),
    offerCounts(ids),
    bids ??
      findEach(ids, (jobPost) =>
        BidModel.findOne({ jobPost, bidder: provider }).lean<BidRecord>(),
      ).then((found) => new Map(found.map((bid) => [String(bid.jobPost), bid]))),
  ]);
  const byId = new Map(posts.map((post) => [String(post._id), post]));
  return page.flatMap(({ id, distance }) => {
    const post = byId.get(String(id));
    if (!post) return [];
    const summary = summaryOf(post, counts.get(String(id)) ?? 0);
    return [
      { ...summary, distanceKm: roundKm(distance), mybid: myBidOf(mine.get(String(id)), post) },
    ];
  });
}

/**
 * GET /jobpost/nearby: open requests the provider may see within the radius, nearest first.
 * The box on the indexed coordinates reads only the candidates' ids and coordinates; the exact
 * great-circle distance then filters and orders them, and only the page's requests are read in
 * full. No count query: the next page is known to exist from the candidates.
 */
export async function nearbyJobs(provider: string, query: NearbyQuery): Promise<NearbyResponse> {
  const { centre, radius } = await searchArea(provider, query);
  const filter = {
    ...(await nearbyVisibility(provider)),
    ...requestFilter(query),
    ...boxFilter(centre, radius),
  };
  const candidates = await JobPostModel.find(filter, {
    'location.latitude': 1,
    'location.longitude': 1,
  }).lean<Candidate[]>();
  const inRange = candidates
    .map((post) => ({ id: post._id, distance: distanceKm(centre, post.location) }))
    .filter((entry) => entry.distance <= radius)
    .sort((a, b) => a.distance - b.distance || String(a.id).localeCompare(String(b.id)));
  const start = (query.page - 1) * query.limit;
  const page = inRange.slice(start, start + query.limit);
  return {
    data: await cardsOf(provider, page),
    meta: {
      page: query.page,
      limit: query.limit,
      hasMore: inRange.length > start + query.limit,
      centre,
      radius,
    },
  };
}

/**
 * GET /jobpost/my-bids: the requests the provider has bid on, latest bid first, with the same
 * filters (the radius only when the query gives one) and each bid's status.
 */
export async function myBidJobs(provider: string, query: NearbyQuery): Promise<NearbyResponse> {
  const { centre, radius } = await searchArea(provider, query);
  const bids = await BidModel.find({ bidder: provider })
    .sort({ updated_date: -1, _id: -1 })
    .lean<BidRecord[]>();
  const byPost = new Map(bids.map((bid) => [String(bid.jobPost), bid]));
  const filter = {
    ...requestFilter(query),
    ...(query.radius !== undefined ? boxFilter(centre, radius) : {}),
  };
  const posts = await findEach(
    bids.map((bid) => bid.jobPost),
    (_id) =>
      JobPostModel.findOne(
        { _id, ...filter },
        { 'location.latitude': 1, 'location.longitude': 1 },
      ).lean<Candidate>(),
  );
  const distances = new Map(
    posts.map((post) => [String(post._id), distanceKm(centre, post.location)]),
  );
  const matching = bids
    .map((bid) => ({ id: bid.jobPost, distance: distances.get(String(bid.jobPost)) }))
    .filter(
      (entry): entry is { id: Types.ObjectId; distance: number } =>
        entry.distance !== undefined && (query.radius === undefined || entry.distance <= radius),
    );
  const start = (query.page - 1) * query.limit;
  const page = matching.slice(start, start + query.limit);
  return {
    data: await cardsOf(provider, page, byPost),
    meta: {
      page: query.page,
      limit: query.limit,
      hasMore: matching.length > start + query.limit,
      centre,
      radius,
    },
  };
}
