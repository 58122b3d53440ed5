import type { z } from 'zod';
import { conflict, hashPassword, keysetPage, notFound } from '@boatcare/server-kit';
import { JobModel, JobPostModel, UserModel, type User } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import {
  type DashboardRole,
  type DashboardUser,
  type dashboardUserCreate,
  type dashboardUserList,
  type dashboardUserQuery,
  type dashboardUserUpdate,
} from '@boatcare/shared-domain/schemas/admin-people';
import { assertAdminsRemain, withAdminsLock } from './admin-guard.ts';
import { isDuplicateKey } from './duplicate-key.ts';
import { containsIgnoringCase } from './text-match.ts';
import { countUpTo, USER_COUNT_CAP } from './users.ts';

const TYPE_OF_ROLE: Record<DashboardRole, UserType> = {
  admin: UserType.Admin,
  customer: UserType.Customer,
  supplier: UserType.Provider,
};
const ROLE_OF_TYPE = new Map<number, DashboardRole>(
  Object.entries(TYPE_OF_ROLE).map(([role, type]) => [type, role as DashboardRole]),
);
/** The dashboard tab manages admins, customers and providers; clubs have no role there. */
const MANAGED_TYPES: UserType[] = [UserType.Admin, UserType.Customer, UserType.Provider];

type UserDoc = User & { _id: unknown };

function toRow(user: UserDoc): DashboardUser {
  const role = ROLE_OF_TYPE.get(user.user_type) ?? 'customer';
  return {
    id: String(user._id),
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    role,
    status: user.status === 'inactive' ? 'inactive' : 'active',
    serviceRadius: role === 'supplier' ? (user.service_range ?? 0) : null,
    rating: user.rating?.count ? (user.rating.average ?? null) : null,
    totalRatings: user.rating?.count ?? 0,
  };
}

/** "Ada Lovelace" becomes first name Ada, last name Lovelace; one word is both. */
function splitName(name: string) {
  const [first = name, ...rest] = name.split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || first };
}

/** A page of the tab's users, newest first, after the cursor `after`, with the total. */
export async function listDashboardUsers({
  role,
  status,
  search,
  after,
  limit,
}: z.output<typeof dashboardUserQuery>): Promise<z.infer<typeof dashboardUserList>> {
  const filter: Record<string, unknown> = {
    user_type: role ? TYPE_OF_ROLE[role] : { $in: MANAGED_TYPES },
  };
  // Users made before the status field existed count as active.
  if (status === 'active') filter.status = { $ne: 'inactive' };
  if (status === 'inactive') filter.status = 'inactive';
  if (search) {
    const match = containsIgnoringCase(search);
    filter.$or = [{ email: match }, { first_name: match }, { last_name: match }];
  }
  const [page, total] = await Promise.all([
    keysetPage(
      (where, sort, n) =>
        UserModel.find(where).sort(sort).limit(n).lean<(UserDoc & { _id: unknown })[]>(),
      { filter, after, limit },
    ),
    countUpTo(filter, USER_COUNT_CAP),
  ]);
  return { data: page.items.map(toRow), next: page.next, total };
}

export async function createDashboardUser(
  body: z.output<typeof dashboardUserCreate>,
): Promise<DashboardUser> {
  try {
    const user = await UserModel.create({
      ...splitName(body.name),
      email: body.email,
      password_hash: await hashPassword(body.password),
      user_type: TYPE_OF_ROLE[body.role],
      status: body.status,
    });
    return toRow(user.toObject());
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict('adminAdmins.errors.emailTaken');
    throw error;
  }
}

async function managedUser(id: string) {
  const user = await UserModel.findOne({ _id: id, user_type: { $in: MANAGED_TYPES } });
  if (!user) throw notFound();
  return user;
}

/**
 * Saves the inline form. Deactivating or demoting an admin keeps at least one active admin;
 * deactivating signs the user out.
 */
export async function updateDashboardUser(
  actorId: string,
  id: string,
  body: z.output<typeof dashboardUserUpdate>,
): Promise<DashboardUser> {
  return withAdminsLock(async () => {
    const user = await managedUser(id);
    const type = TYPE_OF_ROLE[body.role];
    const deactivating = body.status === 'inactive' && user.status !== 'inactive';
    if (deactivating || type !== user.user_type) await assertAdminsRemain(actorId, user);
    if (deactivating || type !== user.user_type) user.token_version += 1;
    user.set({ ...splitName(body.name), email: body.email, user_type: type, status: body.status });
    if (type === UserType.Provider && body.serviceRadius != null) {
      user.service_range = body.serviceRadius;
    }
    try {
      await user.save();
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict('adminAdmins.errors.emailTaken');
      throw error;
    }
    return toRow(user.toObject());
  });
}

export async function deleteDashboardUser(actorId: string, id: string): Promise<void> {
  await withAdminsLock(async () => {
    const user = await managedUser(id);
    await assertAdminsRemain(actorId, user);
    // Requests and orders keep their people; such a user is deactivated instead.
    const [posts, orders] = await Promise.all([
      JobPostModel.exists({ auctioneer: user._id }),
      JobModel.exists({ $or: [{ auctioneer: user._id }, { bidder: user._id }] }),
    ]);
    if (posts || orders) throw conflict('adminDashboard.users.errors.hasRecords');
    await UserModel.deleteOne({ _id: user._id });
  });
}
