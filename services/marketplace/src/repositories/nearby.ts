import { Types } from 'mongoose';
import { distanceKm, type GeoPoint } from '@boatcare/shared-domain/geo';
import {
  type MyBid,
  type MyBidStatus,
  type NearbyJob,
  type NearbyQuery,
  type NearbyResponse,
} from '@boatcare/shared-domain/schemas/nearby';
import { findEach } from '@boatcare/server-kit';
import { BidModel, JobPostModel, type Bid } from '@boatcare/server-kit/models';
import { boxFilter, requestFilter, roundKm, searchArea } from './nearby-filters.ts';
import { nearestRequests } from './nearby-search.ts';
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
 * The grid search (nearby-search.ts) reads cells outward from the centre until the page and
 * one more request are known to be the nearest; only the page's requests are read in full.
 * No count query: `hasMore` is that one more request.
 */
export async function nearbyJobs(provider: string, query: NearbyQuery): Promise<NearbyResponse> {
  const { centre, radius } = await searchArea(provider, query);
  const filter = { ...(await nearbyVisibility(provider)), ...requestFilter(query) };
  const start = (query.page - 1) * query.limit;
  const nearest = await nearestRequests(centre, radius, filter, start + query.limit + 1);
  const page = nearest.slice(start, start + query.limit);
  return {
    data: await cardsOf(provider, page),
    meta: {
      page: query.page,
      limit: query.limit,
      hasMore: nearest.length > start + query.limit,
      centre,
      radius,
    },
  };
}

/** Bids read per round while a filtered my-bids page fills. */
const BID_BATCH = 100;

/**
 * GET /jobpost/my-bids: the requests the provider has bid on, latest bid first, with the same
 * filters (the radius only when the query gives one) and each bid's status. Paged in the
 * database: without filters the page is the provider's bids skipped and limited there; with
 * filters the bids are read in batches, latest first, until the page and one more match.
 */
export async function myBidJobs(provider: string, query: NearbyQuery): Promise<NearbyResponse> {
  const { centre, radius } = await searchArea(provider, query);
  const filter = {
    ...requestFilter(query),
    ...(query.radius !== undefined ? boxFilter(centre, radius) : {}),
  };
  const filtered = Object.keys(filter).length > 0;
  const start = (query.page - 1) * query.limit;
  const wanted = filtered ? start + query.limit + 1 : query.limit + 1;
  const matching: { id: Types.ObjectId; distance: number }[] = [];
  const byPost = new Map<string, BidRecord>();
  for (let offset = filtered ? 0 : start; matching.length < wanted;) {
    const size = filtered ? BID_BATCH : wanted;
    const bids = await BidModel.find({ bidder: provider })
      .sort({ updated_date: -1, _id: -1 })
      .skip(offset)
      .limit(size)
      .lean<BidRecord[]>();
    offset += bids.length;
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
    for (const bid of bids) {
      const distance = distances.get(String(bid.jobPost));
      if (distance === undefined || (query.radius !== undefined && distance > radius)) continue;
      matching.push({ id: bid.jobPost, distance });
      byPost.set(String(bid.jobPost), bid);
    }
    if (bids.length < size) break;
  }
  const page = filtered
    ? matching.slice(start, start + query.limit)
    : matching.slice(0, query.limit);
  return {
    data: await cardsOf(provider, page, byPost),
    meta: {
      page: query.page,
      limit: query.limit,
      hasMore: matching.length > (filtered ? start : 0) + query.limit,
      centre,
      radius,
    },
  };
}
