import type { Types } from 'mongoose';
import { ClubVerifiedProviderModel, UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { boundingBox, distanceKm, type GeoPoint } from '@boatcare/shared-domain/geo';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from '@boatcare/shared-domain/schemas/nearby';

/** At most this many providers hear of one request (the nearest are not sorted: a bound only). */
const AUDIENCE_LIMIT = 500;

interface Heard {
  location: GeoPoint;
  priorityClub?: Types.ObjectId | null;
  priorityUntil?: Date | null;
}

/**
 * Who hears of a request (or a care plan made from one): the providers who could offer on it
 * and would find it in their nearby search, the reverse of nearbyVisibility. They can bid (a
 * bidder profile, the gate fee paid, an active subscription), the request lies within their
 * service range of their profile's address (the search's default radius without one), and
 * during a club member's priority window only the providers that club has verified. One
 * bounded read: the providers in the box of the largest range around the request.
 */
export async function requestAudience(post: Heard, at: Date): Promise<Types.ObjectId[]> {
  const box = boundingBox(post.location, MAX_RADIUS_KM);
  const providers = await UserModel.find(
    {
      user_type: UserType.Provider,
      gate_fee_paid: true,
      subscription_active: true,
      'bidder.latitude': { $gte: box.minLatitude, $lte: box.maxLatitude },
      'bidder.longitude': { $gte: box.minLongitude, $lte: box.maxLongitude },
    },
    { bidder: 1, service_range: 1 },
  )
    .limit(AUDIENCE_LIMIT)
    .lean();
  const inRange = providers.filter(
    (provider) =>
      provider.bidder &&
      distanceKm(provider.bidder, post.location) <= (provider.service_range || DEFAULT_RADIUS_KM),
  );
  const windowOpen = post.priorityClub && post.priorityUntil && post.priorityUntil > at;
  if (!windowOpen) return inRange.map((provider) => provider._id);
  const vouched = await ClubVerifiedProviderModel.find(
    { club: post.priorityClub, provider: { $in: inRange.map((provider) => provider._id) } },
    { provider: 1 },
  ).lean();
  const verified = new Set(vouched.map((row) => String(row.provider)));
  return inRange.filter((provider) => verified.has(String(provider._id))).map((p) => p._id);
}
