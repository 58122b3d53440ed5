import type { Types } from 'mongoose';
import {
  ClubVerifiedProviderModel,
  JobModel,
  JobPostModel,
  MembershipRequestModel,
  ReviewModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { currentSeason } from '@boatcare/shared-domain/clubs';
import { type MembershipStatus } from '@boatcare/shared-domain/core';
import {
  MEMBERSHIP_RETRY_DAYS,
  type ClubDashboard,
} from '@boatcare/shared-domain/schemas/club-members';
import { FINISHED_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { type MembershipRequest as MembershipRequestView } from '@boatcare/shared-domain/schemas/membership';
import { MembershipDecisionModel } from '../models/membership-decision.ts';
import { createMembershipRequest, present, type RequestDocument } from './membership-requests.ts';
import { escapeRegExp, isDuplicateKey } from './mongo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type JoinOutcome =
  | { outcome: 'created'; request: MembershipRequestView }
  | { outcome: 'duplicate' }
  | { outcome: 'retry-later'; retryAfter: Date };

/**
 * Asks to join a club. One request per member and club (the unique index decides between two
 * simultaneous asks); a member the club denied may ask again once MEMBERSHIP_RETRY_DAYS have
 * passed since the decision: the denied request and its decision are removed, then a new
 * pending request is inserted, again through the unique index.
 */
export async function askToJoin(userId: string, clubId: string, now: Date): Promise<JoinOutcome> {
  try {
    return { outcome: 'created', request: await createMembershipRequest(userId, clubId) };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const existing = await MembershipRequestModel.findOne(
    { user: userId, club: clubId },
    { status: 1, updated_date: 1 },
  ).lean();
  if (!existing || existing.status !== 'denied') return { outcome: 'duplicate' };
  const decision = await MembershipDecisionModel.findOne(
    { request: existing._id },
    { created_date: 1 },
  ).lean();
  const decidedAt = decision?.created_date ?? existing.updated_date ?? now;
  const retryAfter = new Date(decidedAt.getTime() + MEMBERSHIP_RETRY_DAYS * DAY_MS);
  if (retryAfter > now) return { outcome: 'retry-later', retryAfter };
  await MembershipRequestModel.deleteOne({ _id: existing._id, status: 'denied' });
  await MembershipDecisionModel.deleteMany({ request: existing._id });
  try {
    return { outcome: 'created', request: await createMembershipRequest(userId, clubId) };
  } catch (error) {
    if (isDuplicateKey(error)) return { outcome: 'duplicate' };
    throw error;
  }
}

/**
 * Ends a membership: the member leaves (or withdraws a pending request), or the club removes
 * an accepted member. The filter carries the caller, so someone else's request is not found.
 * A denied request stays, so leaving cannot skip the waiting time.
 */
export async function endMembership(
  requestId: string,
  owner: { user: string } | { club: Types.ObjectId },
): Promise<boolean> {
  const statuses: MembershipStatus[] = 'user' in owner ? ['pending', 'accepted'] : ['accepted'];
  const { deletedCount } = await MembershipRequestModel.deleteOne({
    _id: requestId,
    ...owner,
    status: { $in: statuses },
  });
  if (deletedCount !== 1) return false;
  await MembershipDecisionModel.deleteMany({ request: requestId });
  return true;
}

/** The club's accepted members whose name or email contains `q`, by join date, one page. */
export async function membersOfClub(
  clubId: Types.ObjectId,
  { q, page, limit }: { q: string; page: number; limit: number },
): Promise<{ data: MembershipRequestView[]; total: number }> {
  const filter: Record<string, unknown> = { club: clubId, status: 'accepted' };
  if (q) {
    const pattern = { $regex: escapeRegExp(q), $options: 'i' };
    const users = await UserModel.find(
      { $or: [{ first_name: pattern }, { last_name: pattern }, { email: pattern }] },
      { _id: 1 },
    ).lean();
    filter.user = { $in: users.map((user) => user._id) };
  }
  // Counted in code: FerretDB v1 can miscount with $group/$sum.
  const all = await MembershipRequestModel.find(filter, { _id: 1 })
    .sort({ updated_date: -1, _id: 1 })
    .lean();
  const ids = all.slice((page - 1) * limit, page * limit).map((request) => request._id);
  const requests = await MembershipRequestModel.find({ _id: { $in: ids } })
    .sort({ updated_date: -1, _id: 1 })
    .lean<RequestDocument[]>();
  return { data: await present(requests), total: all.length };
}

/**
 * The club's dashboard: counts of its own requests by status, and its members' activity in
 * aggregate (never one member's details). Counted in code (FerretDB v1 has no $avg).
 */
export async function dashboardOfClub(
  clubId: Types.ObjectId,
  seasonStartMonth: number,
  now: Date,
): Promise<ClubDashboard> {
  const requests = await MembershipRequestModel.find(
    { club: clubId },
    { status: 1, user: 1 },
  ).lean();
  const count = (status: string) => requests.filter((request) => request.status === status).length;
  const members = requests.filter((r) => r.status === 'accepted').map((r) => r.user);
  const season = currentSeason(now, seasonStartMonth);
  const vouched = await ClubVerifiedProviderModel.find({ club: clubId }, { provider: 1 }).lean();
  const [posts, done, rated] = await Promise.all([
    JobPostModel.find(
      { auctioneer: { $in: members }, created_date: { $gte: season.startsAt } },
      { _id: 1 },
    ).lean(),
    JobModel.find(
      { auctioneer: { $in: members }, status: { $in: FINISHED_JOB_STATUSES } },
      { _id: 1 },
    ).lean(),
    ReviewModel.find(
      { subject: { $in: vouched.map((row) => row.provider) }, side: 'owner' },
      { rating: 1 },
    ).lean(),
  ]);
  const ratings = rated.map((review) => review.rating);
  return {
    members: members.length,
    pending: count('pending'),
    denied: count('denied'),
    requestsThisSeason: posts.length,
    seasonStart: season.startDay,
    jobsDone: done.length,
    verifiedProviderRating:
      ratings.length === 0
        ? null
        : Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10,
  };
}
