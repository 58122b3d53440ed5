import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/** One admin change: who (user id and email then), what (action, target, details) and when. */
const auditEntrySchema = new Schema(
  {
    actorId: { type: String, required: true },
    actorEmail: { type: String, default: '' },
    action: { type: String, required: true },
    target: { type: String, required: true },
    details: { type: Schema.Types.Mixed, default: {} },
  },
  {
    timestamps: { createdAt: 'created_date', updatedAt: false },
    collection: 'audit_log',
    minimize: false,
  } as const,
);
auditEntrySchema.index({ created_date: -1 });

export type AuditEntryRecord = InferSchemaType<typeof auditEntrySchema>;
export const AuditEntryModel = defineModel('AuditEntry', auditEntrySchema);
