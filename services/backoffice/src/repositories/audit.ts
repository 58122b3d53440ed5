import { UserModel } from '@boatcare/server-kit/models';
import type { AuditEntry } from '@boatcare/shared-domain/schemas/cms-admin';
import { AuditEntryModel } from '../models/audit-entry.ts';

/**
 * Writes one line of the audit log: `actorId` changed `target` by `action` (e.g. `cms.page.save`
 * on `cms/pages/vip-benefits`), with what changed in `details`. The actor's email is kept as it
 * was then, so the log still reads when the account changes.
 */
export async function recordAudit(
  actorId: string,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  const actor = await UserModel.findById(actorId, { email: 1 }).lean();
  await AuditEntryModel.create({
    actorId,
    actorEmail: actor?.email ?? '',
    action,
    target,
    details,
  });
}

/** The newest entries first. */
export async function listAudit(limit: number): Promise<AuditEntry[]> {
  const docs = await AuditEntryModel.find().sort({ created_date: -1, _id: -1 }).limit(limit).lean();
  return docs.map((doc) => ({
    id: String(doc._id),
    actorId: doc.actorId,
    actorEmail: doc.actorEmail ?? '',
    action: doc.action,
    target: doc.target,
    details: (doc.details ?? {}) as Record<string, unknown>,
    created_date: new Date(doc.created_date).toISOString(),
  }));
}

/** What an edit touched, for the audit log: the field names it sent, never a password. */
export const changedFields = (body: object) => ({
  fields: Object.keys(body).filter((key) => !/password/i.test(key)),
});
