import { UserModel } from '@boatcare/server-kit/models';
import { DELETED_PERSON } from '@boatcare/shared-domain/core';

/**
 * Accounts deleted before the marker existed were named in English ("Deleted user"): they take
 * the marker, so every screen names them in its reader's language. Only deleted accounts (their
 * placeholder address) match; idempotent, so it runs on every start at the cost of one query.
 */
export async function markDeletedNames(): Promise<number> {
  const { modifiedCount } = await UserModel.updateMany(
    { first_name: 'Deleted user', email: /^deleted-[a-f0-9]{24}@deleted\.invalid$/ },
    { $set: { first_name: DELETED_PERSON } },
  );
  return modifiedCount;
}
