import { conflict } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain';

/**
 * Refuses a change that would lock everyone out of the back office: an admin cannot remove,
 * deactivate or demote themselves, and the last active admin cannot be removed, deactivated
 * or demoted by anyone. (Counted, not atomic: two admins demoting each other at the same
 * instant could both pass; acceptable for a manual back-office action.)
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
