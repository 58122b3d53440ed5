import type { FastifyRequest } from 'fastify';
import { callerIfSignedIn, forbidden, unauthorized } from '@boatcare/server-kit';
import { UserType } from '@boatcare/shared-domain/core';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import { recordAudit } from '../../repositories/audit.ts';
import { AuditEntryModel } from '../../models/audit-entry.ts';
import { isReleaseToken } from './registry.ts';

/** Who changed the registry: an admin (user id), a remote's CI (its token), or the registry. */
export type ReleaseActor = { userId: string } | { token: RemoteName } | { system: true };

export const actorName = (actor: ReleaseActor) =>
  'userId' in actor ? actor.userId : 'token' in actor ? `release-token:${actor.token}` : 'registry';

/**
 * The caller of a write on `remote`'s releases: a signed-in admin, or the remote's release
 * token in `x-release-token` (a team's CI). 401 without either, 403 for anyone else.
 */
export async function releaseActor(
  request: FastifyRequest,
  remote: RemoteName,
): Promise<ReleaseActor> {
  const token = request.headers['x-release-token'];
  if (typeof token === 'string' && token) {
    if (await isReleaseToken(remote, token)) return { token: remote };
    throw forbidden('releases.badToken');
  }
  const caller = await callerIfSignedIn(request);
  if (!caller) throw unauthorized();
  if (caller.userType !== UserType.Admin) throw forbidden();
  return { userId: caller.userId };
}

/** One line of the back office's audit log for a registry change. */
export async function auditRelease(
  actor: ReleaseActor,
  action: string,
  target: string,
  details: Record<string, unknown>,
): Promise<void> {
  if ('userId' in actor) return recordAudit(actor.userId, action, target, details);
  await AuditEntryModel.create({ actorId: actorName(actor), action, target, details });
}
