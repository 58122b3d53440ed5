import type { Types } from 'mongoose';
import type { z } from 'zod';
import { keysetPage } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import {
  LISTED_USER_TYPES,
  type AdminUserRow,
  type adminUserList,
  type adminUserListQuery,
} from '@boatcare/shared-domain/schemas/admin';
import type { ListTotal } from '@boatcare/shared-domain/schemas/common';
import { containsIgnoringCase } from './text-match.ts';

/**
 * Counting stops here: users are few (one per person), so the total is exact for any real
 * site; past this the list says "more than" it.
 */
export const USER_COUNT_CAP = 100_000;

const ROW_FIELDS = {
  first_name: 1,
  last_name: 1,
  email: 1,
  user_type: 1,
  created_date: 1,
} as const;

interface UserRowDoc {
  _id: Types.ObjectId;
  first_name: string;
  last_name: string;
  email: string;
  user_type: number;
  created_date: Date;
}

/** How many rows match, exact up to `cap` (the count reads at most `cap + 1`). */
export async function countUpTo(filter: Record<string, unknown>, cap: number): Promise<ListTotal> {
  const count = await UserModel.countDocuments(filter, { limit: cap + 1 });
  return count > cap ? { count: cap, exact: false } : { count, exact: true };
}

/**
 * Users for the admin lists, newest first, a keyset page after `after`, with the filter's
 * total. Without a type, customers and providers (admins have their own screen). Each word of
 * `name` must match the first or the last name.
 */
export async function listUsers({
  user_type,
  email,
  name,
  after,
  limit,
}: z.output<typeof adminUserListQuery>): Promise<z.infer<typeof adminUserList>> {
  const filter: Record<string, unknown> = {
    user_type: user_type ?? { $in: LISTED_USER_TYPES },
  };
  if (email) filter.email = containsIgnoringCase(email);
  const words = (name ?? '').split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    filter.$and = words.map((word) => ({
      $or: [{ first_name: containsIgnoringCase(word) }, { last_name: containsIgnoringCase(word) }],
    }));
  }
  const [page, total] = await Promise.all([
    keysetPage(
      (where, sort, n) =>
        UserModel.find(where, ROW_FIELDS).sort(sort).limit(n).lean<UserRowDoc[]>(),
      { filter, after, limit },
    ),
    countUpTo(filter, USER_COUNT_CAP),
  ]);
  return {
    items: page.items.map((user): AdminUserRow => ({
      id: String(user._id),
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      user_type: user.user_type,
      created_date: user.created_date.toISOString(),
    })),
    next: page.next,
    total,
  };
}
