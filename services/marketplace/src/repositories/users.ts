import type { Session } from '@boatcare/shared-domain/schemas/session';
import { UserModel, type User } from '@boatcare/server-kit/models';

type UserDocument = User & { _id: unknown };

/** The session view of a user: what login answers and the browser keeps. */
export function toSessionUser(user: UserDocument): Session['user'] {
  return {
    id: String(user._id),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_type: user.user_type,
    language_code: user.language_code,
    currency_code: user.currency_code,
    has_bidder_profile: Boolean(user.bidder),
    gate_fee_paid: user.gate_fee_paid,
    subscription_active: user.subscription_active,
    subscription_paid: user.subscription_paid,
    service_range: user.service_range,
    vipMembership: { isActive: Boolean(user.vip?.isActive) },
  };
}

export const findUserByEmail = (email: string) => UserModel.findOne({ email }).lean<UserDocument>();
export const findUserById = (id: string) => UserModel.findById(id).lean<UserDocument>();

/**
 * Notes a sign-in; answers whether it is the account's first (only a greeting depends on it: two
 * first sign-ins at the same moment may both be greeted as the first, as a filtered update is
 * not atomic on FerretDB v1, docs/accounts.md).
 */
export async function recordSignIn(id: unknown): Promise<boolean> {
  const now = new Date();
  const first = await UserModel.updateOne(
    { _id: id, last_login_at: null },
    { $set: { last_login_at: now } },
  );
  if (first.modifiedCount === 1) return true;
  await UserModel.updateOne({ _id: id }, { $set: { last_login_at: now } });
  return false;
}
