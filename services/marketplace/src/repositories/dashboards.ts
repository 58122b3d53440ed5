import { Types } from 'mongoose';
import { type JobPostStatus } from '@boatcare/shared-domain/core';
import {
  successRate,
  type CustomerDashboard,
  type SupplierDashboard,
} from '@boatcare/shared-domain/schemas/dashboards';
import { FINISHED_JOB_STATUSES, ONGOING_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { countEach } from '@boatcare/server-kit';
import { BidModel, JobModel, JobPostModel, UserModel } from '@boatcare/server-kit/models';
import { netSpent, releasedEarnings } from './ledger-figures.ts';
import { meanOfReviews } from './reviews.ts';
import { nearestRequests } from './nearby-search.ts';

/** Requests still open for bids. */
const OPEN_STATUSES: JobPostStatus[] = ['active', 'bid_placed'];

/** Figures for the customer dashboard, computed from the caller's own records only. */
export async function customerDashboardFor(userId: string): Promise<CustomerDashboard> {
  const auctioneer = new Types.ObjectId(userId);
  const [posted, openPosts, spent, averageCleanerRating, ongoing, completed] = await Promise.all([
    JobPostModel.countDocuments({ auctioneer }),
    JobPostModel.find({ auctioneer, status: { $in: OPEN_STATUSES } }, { _id: 1 }).lean(),
    netSpent(auctioneer),
    meanOfReviews({ author: auctioneer, side: 'owner' }),
    JobModel.countDocuments({ auctioneer, status: { $in: ONGOING_JOB_STATUSES } }),
    JobModel.countDocuments({ auctioneer, status: { $in: FINISHED_JOB_STATUSES } }),
  ]);
  const perPost = await countEach(
    openPosts.map((post) => post._id),
    (jobPost) => BidModel.countDocuments({ jobPost }),
  );
  const bidsReceived = [...perPost.values()].reduce((sum, count) => sum + count, 0);
  return {
    totalCleaningRequestsPosted: posted,
    pendingRequests: openPosts.length,
    totalSpent: spent,
    averageCleanerRating,
    ongoingCleanings: ongoing,
    completedCleanings: completed,
    bidsReceivedOnActiveRequests: bidsReceived,
  };
}

/** How many of the nearest open requests the response rate looks at. */
export const RESPONSE_RATE_SAMPLE = 50;

/**
 * Percent (one decimal) of the open requests nearest the provider's address within their
 * service radius (at most RESPONSE_RATE_SAMPLE of them) that the provider has bid on; 0
 * without a profile, a radius or any request nearby. A bounded figure: the grid search reads
 * only the cells that hold those nearest requests, whatever the size of the site.
 */
async function responseRate(bidder: Types.ObjectId): Promise<number> {
  const user = await UserModel.findById(bidder, { bidder: 1, service_range: 1 }).lean();
  const centre = user?.bidder;
  const radius = user?.service_range ?? 0;
  if (!centre || radius <= 0) return 0;
  const nearby = await nearestRequests(
    { latitude: centre.latitude, longitude: centre.longitude },
    radius,
    { status: { $in: OPEN_STATUSES } },
    RESPONSE_RATE_SAMPLE,
  );
  if (nearby.length === 0) return 0;
  const answered = await countEach(
    nearby.map((post) => post.id),
    (jobPost) => BidModel.countDocuments({ jobPost, bidder }),
  );
  const total = [...answered.values()].reduce((sum, count) => sum + count, 0);
  return successRate(total, nearby.length);
}

/** Figures for the provider dashboard, computed from the caller's own records only. */
export async function supplierDashboardFor(userId: string): Promise<SupplierDashboard> {
  const bidder = new Types.ObjectId(userId);
  const [
    totalEarnings,
    averageRatingFromOwners,
    responseRateToRequests,
    completed,
    placed,
    won,
    ongoing,
  ] = await Promise.all([
    releasedEarnings(bidder),
    meanOfReviews({ subject: bidder, side: 'owner' }),
    responseRate(bidder),
    JobModel.countDocuments({ bidder, status: { $in: FINISHED_JOB_STATUSES } }),
    BidModel.countDocuments({ bidder }),
    JobModel.countDocuments({ bidder }),
    JobModel.countDocuments({ bidder, status: { $in: ONGOING_JOB_STATUSES } }),
  ]);
  return {
    totalEarnings,
    averageRatingFromOwners,
    responseRateToRequests,
    completedJobs: completed,
    totalBidsPlaced: placed,
    bidsWonAccepted: won,
    ongoingJobs: ongoing,
  };
}
