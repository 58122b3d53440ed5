import { Types } from 'mongoose';
import { UserType } from '@boatcare/shared-domain/core';
import {
  type JobOwnerContact,
  type JobPostBid,
  type JobPostDetail,
} from '@boatcare/shared-domain/schemas/job-post';
import type { Caller } from '@boatcare/server-kit';
import { countEach } from '@boatcare/server-kit';
import { BidModel, JobModel, JobPostModel, type Bid } from '@boatcare/server-kit/models';
import { FINISHED_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { orderForPost } from './jobs.ts';
import { carePlansOf, summaryOf, type JobPostRecord } from './job-posts.ts';
import { clubBadges } from './club-badges.ts';
import { providerMaySee } from './nearby-visibility.ts';
import { bidderView, peopleByIds } from './people.ts';
import { avatarUrlOf } from './avatars.ts';
import { ratingSummaries } from './reviews.ts';

type BidRecord = Bid & { _id: Types.ObjectId; created_date: Date };

/** Jobs each provider has finished (confirmed or paid out): the offer card's track record. */
const completedJobs = (bidders: Types.ObjectId[]) =>
  countEach(bidders, (bidder) =>
    JobModel.countDocuments({ bidder, status: { $in: FINISHED_JOB_STATUSES } }),
  );

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000));

/** The owner's view: every bid (lowest first) with the bidder's name, the order and the plan. */
async function ownerView(post: JobPostRecord): Promise<JobPostDetail> {
  const [bids, order, carePlan] = await Promise.all([
    BidModel.find({ jobPost: post._id }).sort({ amount: 1, created_date: 1 }).lean<BidRecord[]>(),
    orderForPost(post._id),
    carePlansOf([post]).then((plans) => plans.get(String(post._id))),
  ]);
  const bidders = bids.map((bid) => bid.bidder);
  const [people, badges, ratings, finished] = await Promise.all([
    peopleByIds(bids.map((bid) => bid.bidder)),
    clubBadges(
      post.auctioneer,
      bids.map((bid) => bid.bidder),
    ),
    ratingSummaries(
      bids.map((bid) => bid.bidder),
      'owner',
    ),
    completedJobs(bidders),
  ]);
  const list: JobPostBid[] = bids.map((bid) => ({
    id: String(bid._id),
    bidder: bidderView(people.get(String(bid.bidder))).title,
    avatarUrl: avatarUrlOf(people.get(String(bid.bidder))),
    completedJobs: finished.get(String(bid.bidder)) ?? 0,
    respondedAfterMinutes: minutesBetween(post.created_date, bid.created_date),
    amount: bid.amount,
    message: bid.message ?? '',
    created_date: new Date(bid.created_date).toISOString(),
    verifiedBy: badges.get(String(bid.bidder)) ?? [],
    rating: ratings.get(String(bid.bidder)),
  }));
  return {
    ...summaryOf(post, bids.length),
    bids: list,
    acceptedBid: post.acceptedBid ? String(post.acceptedBid) : null,
    mybid: null,
    my_bid_amount: null,
    job: order?.view ?? null,
    ...(carePlan ? { carePlan } : {}),
  };
}

/** How the provider who won the job reaches the owner and the boat; empty fields left out. */
async function ownerContactOf(post: JobPostRecord): Promise<JobOwnerContact> {
  const owner = (await peopleByIds([post.auctioneer])).get(String(post.auctioneer));
  const present = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    first_name: owner?.first_name ?? '',
    avatarUrl: avatarUrlOf(owner),
    phone: present(owner?.auctioneer?.contact_number),
    harbour: present(post.location?.address),
    dockNumber: present(post.location?.dockNumber),
    notes: present(post.notes),
  };
}

/**
 * A provider's view: their own bid only, of a request they may see (providerMaySee in
 * nearby-visibility.ts: nearby jobs would show it, or they bid on it) or their job; the order and
 * the owner's contact only once the work is theirs. Null when they may not (the photo addresses
 * in the answer are signed only for those who may see them).
 */
async function providerView(post: JobPostRecord, provider: string): Promise<JobPostDetail | null> {
  const [mine, offers, order, ownerRatings, visible] = await Promise.all([
    BidModel.findOne({ jobPost: post._id, bidder: provider }).lean<BidRecord>(),
    BidModel.countDocuments({ jobPost: post._id }),
    orderForPost(post._id),
    ratingSummaries([post.auctioneer], 'provider'),
    providerMaySee(provider, post._id),
  ]);
  const theirs = order && String(order.job.bidder) === provider ? order : null;
  if (!visible && !theirs) return null;
  return {
    ...summaryOf(post, offers),
    bids: [],
    acceptedBid: null,
    mybid: mine ? { amount: mine.amount, message: mine.message ?? '' } : null,
    my_bid_amount: mine?.amount ?? null,
    job: theirs ? theirs.view : null,
    ownerRating: ownerRatings.get(String(post.auctioneer)),
    ...(theirs ? { ownerContact: await ownerContactOf(post) } : {}),
  };
}

/** GET /jobpost/get/{id}: what the caller may see of a request, or null (the same as none). */
export async function jobPostFor(caller: Caller, id: string): Promise<JobPostDetail | null> {
  const post = await JobPostModel.findById(id).lean<JobPostRecord>();
  if (!post) return null;
  if (caller.userType === UserType.Customer && String(post.auctioneer) === caller.userId)
    return ownerView(post);
  if (caller.userType === UserType.Provider) return providerView(post, caller.userId);
  return null;
}
