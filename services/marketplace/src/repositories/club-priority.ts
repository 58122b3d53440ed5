import type { Types } from 'mongoose';
import { ClubVerifiedProviderModel } from '@boatcare/server-kit/models';

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
