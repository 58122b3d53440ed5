import { UserModel } from '@boatcare/server-kit/models';

/** Emails of the given users by id, in one bounded query (no $lookup on FerretDB). */
export async function emailsOf(ids: readonly unknown[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean).map(String))];
  if (unique.length === 0) return new Map();
  const users = await UserModel.find({ _id: { $in: unique } }, { email: 1 }).lean();
  return new Map(users.map((user) => [String(user._id), user.email]));
}
