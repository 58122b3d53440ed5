import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { LEDGER_KINDS, SHARE_STATES } from '@boatcare/shared-domain/schemas/ledger';
import { defineModel } from './define.ts';

/**
 * The money ledger (written by the payments service, read by the dashboards): one entry per
 * money movement of an order, in integer minor units of the base currency. At most one entry
 * of each kind per order (a unique index), so a worker's retry or a second worker never
 * writes twice. How the entries add up: docs/payments.md.
 */
const ledgerEntrySchema = new Schema(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    kind: { type: String, enum: LEDGER_KINDS, required: true },
    amount: { type: Number, required: true, min: 0 },
    currency: { type: String, default: 'usd' },
    /** Only on a provider share: pending while the job is open, available on release. */
    state: { type: String, enum: [...SHARE_STATES, null], default: null },
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    provider: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The payment provider's object: intent, transfer or refund id. */
    reference: { type: String, default: null },
  },
  {
    timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
    collection: 'ledger_entries',
  } as const,
);

ledgerEntrySchema.index({ job: 1, kind: 1 }, { unique: true });
// The provider's earnings and the owner's spending, newest first; the admin's view by date.
ledgerEntrySchema.index({ provider: 1, kind: 1, created_date: -1 });
ledgerEntrySchema.index({ owner: 1, kind: 1 });
ledgerEntrySchema.index({ created_date: -1 });
// The admin's ledger (keyset paging, newest first), all kinds and by kind.
ledgerEntrySchema.index({ created_date: -1, _id: -1 });
ledgerEntrySchema.index({ kind: 1, created_date: -1, _id: -1 });

export type LedgerEntryRecord = InferSchemaType<typeof ledgerEntrySchema> & {
  _id: Types.ObjectId;
  created_date: Date;
};
export const LedgerEntryModel = defineModel('LedgerEntry', ledgerEntrySchema);
