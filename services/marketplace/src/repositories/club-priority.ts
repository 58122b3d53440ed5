import type { Types } from 'mongoose';
import {
  ClubVerifiedProviderModel,
  JobPostModel,
  MembershipRequestModel,
} from '@boatcare/server-kit/models';

/** How long a club's verified providers see a member's priority request before everyone else. */
export const CLUB_PRIORITY_MS = 24 * 60 * 60 * 1000;

/** The filter a job-post query adds; plain Mongo operators that FerretDB v1 runs too. */
export interface ClubPriorityClause {
  $or: Record<string, unknown>[];
}

/**
 * The extra clause of the nearby query for one provider at `now`: a request whose club-priority
 * window is still open is visible only to providers that club has verified; every other request
 * (no priority, or the window has closed) is visible as before.
 *
 * Wiring (nearby): `JobPostModel.find({ ...nearbyFilter, ...(await clubPriorityClause(provider,
 * new Date())) })`, or inside an `$and` when the nearby filter already has an `$or`.
 */
export async function clubPriorityClause(
  providerId: string,
  now: Date,
): Promise<ClubPriorityClause> {
  const vouched = await ClubVerifiedProviderModel.find(
    { provider: providerId },
    { club: 1 },
  ).lean();
  const clubs: Types.ObjectId[] = vouched.map((row) => row.club);
  return {
    $or: [
      { priorityUntil: null },
      { priorityUntil: { $lte: now } },
      ...(clubs.length > 0 ? [{ priorityClub: { $in: clubs } }] : []),
    ],
  };
}

/**
 * Opens the club-priority window on a new request when its owner asked for it: the owner's
 * club (their earliest accepted membership) gets CLUB_PRIORITY_MS from `now`. An owner who is
 * not a member gets no window, and the request is visible to everyone as usual.
 */
export async function applyClubPriority(
  jobPostId: Types.ObjectId | string,
  owner: string,
  now: Date,
): Promise<boolean> {
  const membership = await MembershipRequestModel.findOne(
    { user: owner, status: 'accepted' },
    { club: 1 },
  )
    .sort({ created_date: 1 })
    .lean();
  if (!membership) return false;
  await JobPostModel.updateOne(
    { _id: jobPostId, auctioneer: owner },
    {
      $set: {
        priorityClub: membership.club,
        priorityUntil: new Date(now.getTime() + CLUB_PRIORITY_MS),
      },
    },
  );
  return true;
}
