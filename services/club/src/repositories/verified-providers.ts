import type { Types } from 'mongoose';
import { ClubVerifiedProviderModel, UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { type ClubProvider } from '@boatcare/shared-domain/schemas/club-members';
import { escapeRegExp, isDuplicateKey } from './mongo.ts';

const SEARCH_LIMIT = 20;

interface ProviderRecord {
  _id: Types.ObjectId;
  first_name: string;
  last_name: string;
  bidder?: { title?: string } | null;
}

const PROVIDER_FIELDS = { first_name: 1, last_name: 1, bidder: 1 } as const;

const toView = (user: ProviderRecord, verified: boolean): ClubProvider => {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return { id: String(user._id), title: user.bidder?.title || name, name, verified };
};

async function verifiedIds(clubId: Types.ObjectId): Promise<Set<string>> {
  const rows = await ClubVerifiedProviderModel.find({ club: clubId }, { provider: 1 }).lean();
  return new Set(rows.map((row) => String(row.provider)));
}

/** The providers the club vouches for, by title. */
export async function verifiedProvidersOf(clubId: Types.ObjectId): Promise<ClubProvider[]> {
  const ids = [...(await verifiedIds(clubId))];
  const users = await UserModel.find(
    { _id: { $in: ids }, user_type: UserType.Provider },
    PROVIDER_FIELDS,
  ).lean<ProviderRecord[]>();
  return users.map((user) => toView(user, true)).sort((a, b) => a.title.localeCompare(b.title));
}

/** Providers whose business title, name or email contains `q`, marked when already vouched. */
export async function searchProviders(clubId: Types.ObjectId, q: string): Promise<ClubProvider[]> {
  if (!q) return [];
  const pattern = { $regex: escapeRegExp(q), $options: 'i' };
  const [users, verified] = await Promise.all([
    UserModel.find(
      {
        user_type: UserType.Provider,
        $or: [
          { 'bidder.title': pattern },
          { first_name: pattern },
          { last_name: pattern },
          { email: pattern },
        ],
      },
      PROVIDER_FIELDS,
    )
      .limit(SEARCH_LIMIT)
      .lean<ProviderRecord[]>(),
    verifiedIds(clubId),
  ]);
  return users.map((user) => toView(user, verified.has(String(user._id))));
}

export type VouchOutcome = { outcome: 'added'; provider: ClubProvider } | { outcome: 'duplicate' };

/** The club vouches for a provider, once (unique index). Null when there is no such provider. */
export async function vouchFor(
  clubId: Types.ObjectId,
  providerId: string,
): Promise<VouchOutcome | null> {
  const user = await UserModel.findOne(
    { _id: providerId, user_type: UserType.Provider },
    PROVIDER_FIELDS,
  ).lean<ProviderRecord>();
  if (!user) return null;
  try {
    await ClubVerifiedProviderModel.create({ club: clubId, provider: providerId });
  } catch (error) {
    if (isDuplicateKey(error)) return { outcome: 'duplicate' };
    throw error;
  }
  return { outcome: 'added', provider: toView(user, true) };
}

/** The club stops vouching; false when it did not vouch for that provider. */
export async function stopVouching(clubId: Types.ObjectId, providerId: string): Promise<boolean> {
  const { deletedCount } = await ClubVerifiedProviderModel.deleteOne({
    club: clubId,
    provider: providerId,
  });
  return deletedCount === 1;
}
