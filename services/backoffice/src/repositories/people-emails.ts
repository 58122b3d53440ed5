import { findEach } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';

/** Emails of the given users (a page's), each read by its id (findEach; no $lookup on FerretDB). */
export async function emailsOf(ids: readonly unknown[]): Promise<Map<string, string>> {
  const users = await findEach(ids.filter(Boolean).map(String), (_id) =>
    UserModel.findOne({ _id }, { email: 1 }).lean(),
  );
  return new Map(users.map((user) => [String(user._id), user.email]));
}
