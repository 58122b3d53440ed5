import type { Types } from 'mongoose';
import {
  ClubModel,
  ClubVerifiedProviderModel,
  MembershipRequestModel,
} from '@boatcare/server-kit/models';

/**
 * For the owner's view of bids: by provider id, the names of the clubs the owner is an accepted
 * member of that vouch for that provider. Other clubs' vouching is not shown to this owner.
 */
export async function clubBadges(
  owner: Types.ObjectId | string,
  providers: (Types.ObjectId | string)[],
): Promise<Map<string, string[]>> {
  const badges = new Map<string, string[]>();
  if (providers.length === 0) return badges;
  const memberships = await MembershipRequestModel.find(
    { user: owner, status: 'accepted' },
    { club: 1 },
  ).lean();
  if (memberships.length === 0) return badges;
  const vouches = await ClubVerifiedProviderModel.find(
    { club: { $in: memberships.map((row) => row.club) }, provider: { $in: providers } },
    { club: 1, provider: 1 },
  ).lean();
  if (vouches.length === 0) return badges;
  const clubs = await ClubModel.find(
    { _id: { $in: vouches.map((row) => row.club) } },
    { name: 1 },
  ).lean();
  const nameOf = new Map(clubs.map((club) => [String(club._id), club.name]));
  for (const vouch of vouches) {
    const name = nameOf.get(String(vouch.club));
    if (!name) continue;
    const key = String(vouch.provider);
    badges.set(key, [...(badges.get(key) ?? []), name].sort());
  }
  return badges;
}
