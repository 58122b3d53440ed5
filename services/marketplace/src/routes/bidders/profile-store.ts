import type { BidderProfile, BidderProfileValues } from '@boatcare/shared-domain/schemas/bidder';
import { claimOnce, releaseOnce } from '@boatcare/server-kit';
import { UserModel, type User } from '@boatcare/server-kit/models';

/*
 * Persistence of the provider's bidder profile, which lives on the user document. Kept beside
 * its routes because nothing else writes it; readers elsewhere use UserModel directly.
 */

type UserDocument = User & { _id: unknown };

export function toBidderProfile(user: UserDocument | null): BidderProfile | null {
  const bidder = user?.bidder;
  if (!user || !bidder) return null;
  return {
    title: bidder.title,
    bio_description: bidder.bio_description,
    bio_discription: bidder.bio_description,
    contact_number: bidder.contact_number,
    address: bidder.address,
    latitude: bidder.latitude,
    longitude: bidder.longitude,
    service_range: user.service_range,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    has_bidder_profile: true,
    gate_fee_paid: user.gate_fee_paid,
    subscription_active: user.subscription_active,
    subscription_paid: user.subscription_paid,
  };
}

export async function findBidderProfile(userId: string): Promise<BidderProfile | null> {
  return toBidderProfile(await UserModel.findById(userId).lean<UserDocument>());
}

/**
 * Creates the profile once; null when the caller already has one. The conditional update alone
 * is not atomic on FerretDB v1 (ten parallel creates all "won"), so the one-per-user rule is a
 * claim on a unique key first; only its winner writes.
 */
export async function createBidderProfile(
  userId: string,
  { service_range, ...fields }: BidderProfileValues,
): Promise<BidderProfile | null> {
  const key = `bidder-profile:${userId}`;
  if (!(await claimOnce(key))) return null;
  try {
    const user = await UserModel.findOneAndUpdate(
      { _id: userId, bidder: null },
      { $set: { bidder: fields, ...(service_range === undefined ? {} : { service_range }) } },
      { returnDocument: 'after' },
    ).lean<UserDocument>();
    return toBidderProfile(user);
  } catch (error) {
    await releaseOnce(key);
    throw error;
  }
}

/** Updates the profile's fields (keeping what the form does not own); null when there is none. */
export async function updateBidderProfile(
  userId: string,
  { service_range, ...fields }: BidderProfileValues,
): Promise<BidderProfile | null> {
  const set: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [`bidder.${key}`, value]),
  );
  if (service_range !== undefined) set.service_range = service_range;
  const user = await UserModel.findOneAndUpdate(
    { _id: userId, bidder: { $ne: null } },
    { $set: set },
    {
      returnDocument: 'after',
    },
  ).lean<UserDocument>();
  return toBidderProfile(user);
}
