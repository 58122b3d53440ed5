import type { z } from 'zod';
import { conflict, hashPassword, notFound } from '@boatcare/server-kit';
import { UserModel, type User } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import {
  type AdminUserDetail,
  type AdminUserUpdate,
  type adminCreateBody,
} from '@boatcare/shared-domain/schemas/admin-people';
import { assertAdminsRemain, withAdminsLock } from './admin-guard.ts';
import { isDuplicateKey } from './duplicate-key.ts';

type UserDoc = User & { _id: unknown };

/** The admin's view of one user: every field the edit screen shows, never the hash. */
export function toAdminDetail(user: UserDoc): AdminUserDetail {
  return {
    id: String(user._id),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_type: user.user_type,
    status: user.status === 'inactive' ? 'inactive' : 'active',
    service_range: user.service_range ?? 0,
    profile_pic: user.profile_pic ?? '',
    language_code: user.language_code === 'da' ? 'da' : 'en',
    currency_code: user.currency_code ?? 'USD',
    auctioneer: user.auctioneer
      ? {
          company_name: user.auctioneer.company_name ?? '',
          contact_number: user.auctioneer.contact_number ?? '',
          address: user.auctioneer.address ?? '',
        }
      : null,
    bidder: user.bidder
      ? {
          title: user.bidder.title,
          bio_description: user.bidder.bio_description,
          contact_number: user.bidder.contact_number,
          address: user.bidder.address,
          latitude: user.bidder.latitude,
          longitude: user.bidder.longitude,
          stripeCustomerId: user.bidder.stripeCustomerId ?? '',
          bio_discription: user.bidder.bio_description,
          gate_fee_paid: user.gate_fee_paid ?? false,
        }
      : null,
    gate_fee_paid: user.gate_fee_paid ?? false,
    created_date: user.created_date.toISOString(),
  };
}

export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  const user = await UserModel.findById(id).lean<UserDoc>();
  if (!user) throw notFound();
  return toAdminDetail(user);
}

/**
 * Saves the edit screen. The email never changes. Deactivating signs the user out (the token
 * version moves on) and the auth plugin refuses inactive users from then on.
 */
export async function updateAdminUser(
  actorId: string,
  id: string,
  changes: AdminUserUpdate,
): Promise<AdminUserDetail> {
  return withAdminsLock(async () => {
    const user = await UserModel.findById(id);
    if (!user) throw notFound();
    const { password, auctioneer, bidder, ...plain } = changes;
    if (plain.status === 'inactive' && user.status !== 'inactive') {
      await assertAdminsRemain(actorId, user);
      user.token_version += 1;
    }
    if (password !== undefined) {
      if (user.user_type !== UserType.Admin) throw conflict('adminAdmins.errors.passwordAdminOnly');
      user.password_hash = await hashPassword(password);
      user.token_version += 1;
    }
    user.set(plain);
    if (auctioneer && user.user_type === UserType.Customer) user.set('auctioneer', auctioneer);
    if (bidder && user.user_type === UserType.Provider) {
      const stripeCustomerId = bidder.stripeCustomerId ?? user.bidder?.stripeCustomerId ?? '';
      user.set('bidder', { ...bidder, stripeCustomerId });
    }
    await user.save();
    return toAdminDetail(user.toObject());
  });
}

/** POST /super/create: a new admin (type 0). */
export async function createAdmin({
  first_name,
  last_name,
  email,
  password,
}: z.output<typeof adminCreateBody>): Promise<AdminUserDetail> {
  try {
    const user = await UserModel.create({
      first_name,
      last_name,
      email,
      password_hash: await hashPassword(password),
      user_type: UserType.Admin,
    });
    return toAdminDetail(user.toObject());
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict('adminAdmins.errors.emailTaken');
    throw error;
  }
}
