import type { Types } from 'mongoose';
import { LedgerEntryModel } from '@boatcare/server-kit/models';

/**
 * The sum of the ledger entries matching `match` (the payments service writes the ledger; see
 * docs/payments.md). One $sum accumulator: FerretDB v1 miscounts groups with several.
 */
async function sumOf(match: Record<string, unknown>): Promise<number> {
  const [group] = await LedgerEntryModel.aggregate<{ total: number }>([
    { $match: match },
    { $group: { _id: null, total: { $sum: '$amount' } } },
  ]);
  return group?.total ?? 0;
}

/** What a provider has earned: their shares released on confirmed jobs (paid out or due). */
export const releasedEarnings = (provider: Types.ObjectId) =>
  sumOf({ provider, kind: 'provider_share', state: 'available' });

/** What an owner has spent: their charges minus what was refunded. */
export async function netSpent(owner: Types.ObjectId): Promise<number> {
  const [charges, refunds] = await Promise.all([
    sumOf({ owner, kind: 'charge' }),
    sumOf({ owner, kind: 'refund' }),
  ]);
  return charges - refunds;
}
