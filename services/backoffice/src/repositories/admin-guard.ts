import { setTimeout as sleep } from 'node:timers/promises';
import { claimOnce, conflict, releaseOnce } from '@boatcare/server-kit';
import { OnceKeyModel, UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';

/**
 * Refuses a change that would lock everyone out of the back office: an admin cannot remove,
 * deactivate or demote themselves, and the last active admin cannot be removed, deactivated
 * or demoted by anyone. Call it inside `withAdminsLock`, on the target as read there: the
 * count and the write must not interleave with another admin's.
 */
export async function assertAdminsRemain(
  actorId: string,
  target: { _id: unknown; user_type: number; status?: string | null },
): Promise<void> {
  if (String(target._id) === actorId) throw conflict('adminUserDetail.errors.self');
  if (target.user_type !== UserType.Admin || target.status === 'inactive') return;
  const active = await UserModel.countDocuments({ user_type: UserType.Admin, status: 'active' });
  if (active <= 1) throw conflict(`adminUserDetail.errors.lastAdmin`);
}

const LOCK = 'lock:admin-users';
/** How long a caller waits for another admin's change before answering 409. */
const WAIT_MS = 5_000;
/** A lock older than this belongs to a process that died holding it; it is taken over. */
const STALE_MS = 30_000;

/**
 * Runs a change to users one at a time across every instance of backoffice, so "read the
 * count, then write" holds: two admins demoting each other at once leave one admin, not none.
 * The lock is a unique-key insert (a filtered update is not atomic on FerretDB v1).
 */
export async function withAdminsLock<T>(change: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await claimOnce(LOCK))) {
    await OnceKeyModel.deleteOne({
      _id: LOCK,
      created_at: { $lt: new Date(Date.now() - STALE_MS) },
    });
    if (Date.now() > deadline) throw conflict('adminUserDetail.errors.busy');
    await sleep(25 + Math.random() * 50);
  }
  try {
    return await change();
  } finally {
    await releaseOnce(LOCK);
  }
}
