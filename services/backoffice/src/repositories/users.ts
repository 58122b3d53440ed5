import type { z } from 'zod';
import { UserModel } from '@boatcare/server-kit/models';
import {
  LISTED_USER_TYPES,
  type AdminUserRow,
  type adminUserListQuery,
} from '@boatcare/shared-domain/schemas/admin';
import { containsIgnoringCase } from './text-match.ts';

/** Enough for the admin screen; the list has no pagination in the spec. */
const LIST_LIMIT = 1000;

/**
 * Users for the admin lists, newest first. Without a type, customers and providers (admins
 * have their own screen). Each word of `name` must match the first or the last name.
 */
export async function listUsers({
  user_type,
  email,
  name,
}: z.output<typeof adminUserListQuery>): Promise<AdminUserRow[]> {
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
  const users = await UserModel.find(filter, {
    first_name: 1,
    last_name: 1,
    email: 1,
    user_type: 1,
    created_date: 1,
  })
    .sort({ created_date: -1, _id: -1 })
    .limit(LIST_LIMIT)
    .lean();
  return users.map((user) => ({
    id: String(user._id),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_type: user.user_type,
    created_date: user.created_date.toISOString(),
  }));
}
