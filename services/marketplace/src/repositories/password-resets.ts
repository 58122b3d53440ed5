import type { Types } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, isDuplicateKey } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import { RESET_TOKEN_TTL_MINUTES } from '@boatcare/shared-domain/schemas/account';
import { PasswordResetTokenModel } from '../models/password-reset-token.ts';
import { PasswordResetUseModel } from '../models/password-reset-use.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (256 bits, URL-safe) for the user; only its hash is stored. */
export async function issueResetToken(
  userId: Types.ObjectId | string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await PasswordResetTokenModel.create({
    user: userId,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  return token;
}

/** Claims a token once: true for the one caller whose insert of the claim succeeds. */
async function claim(token_hash: string): Promise<boolean> {
  try {
    await PasswordResetUseModel.create({ token_hash });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Sets a new password with a reset token. The token must be unused and unexpired, and is
 * claimed through a unique index, so of two uses at once only one succeeds. The password
 * change bumps `token_version`, which ends every session signed before it, and the user's
 * other unused links stop working too. Returns false for an unknown, used or expired token.
 */
export async function resetPasswordWithToken(token: string, newPassword: string): Promise<boolean> {
  const now = new Date();
  const token_hash = hashToken(token);
  const found = await PasswordResetTokenModel.findOne(
    { token_hash, used_at: null, expires_at: { $gt: now } },
    { user: 1 },
  ).lean();
  if (!found || !(await claim(token_hash))) return false;
  await PasswordResetTokenModel.updateOne({ token_hash }, { $set: { used_at: now } });
  const result = await UserModel.updateOne(
    { _id: found.user },
    { $set: { password_hash: await hashPassword(newPassword) }, $inc: { token_version: 1 } },
  );
  if (result.matchedCount === 0) return false;
  await PasswordResetTokenModel.updateMany(
    { user: found.user, used_at: null },
    { $set: { used_at: now } },
  );
  return true;
}
