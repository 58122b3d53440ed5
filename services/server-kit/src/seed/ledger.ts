import type { Types } from 'mongoose';
import { bidPayout } from '@boatcare/shared-domain/pricing';
import { type LedgerKind, type ShareState } from '@boatcare/shared-domain/schemas/ledger';
import { LedgerEntryModel } from '../models/ledger-entry.ts';
import { isDuplicateKey } from '../store-errors.ts';

export interface SettledJob {
  _id: Types.ObjectId | string;
  auctioneer: Types.ObjectId | string;
  bidder: Types.ObjectId | string;
  bid_amount: number;
  payment_amount: number;
  /** paid_out (or confirmed) jobs have their share released; others hold it pending. */
  status: string;
}

/**
 * The ledger entries the payments service writes for a paid order (docs/payments.md), for
 * records made outside it: the demo data and other services' tests. The charge is the payment
 * amount; its difference to the bid is the platform fee (or the discount). Idempotent.
 */
export async function recordPaidJobLedger(job: SettledJob): Promise<void> {
  const released = job.status === 'paid_out' || job.status === 'confirmed';
  const { commission, netPayout } = bidPayout(job.bid_amount);
  const state: ShareState = released ? 'available' : 'pending';
  const entries: [LedgerKind, number, ShareState | null][] = [
    ['charge', job.payment_amount, null],
    ['platform_fee', Math.max(0, job.payment_amount - job.bid_amount), null],
    ['discount', Math.max(0, job.bid_amount - job.payment_amount), null],
    ['commission', commission, null],
    ['provider_share', netPayout, state],
    ...(job.status === 'paid_out'
      ? [['payout', netPayout, null] as [LedgerKind, number, null]]
      : []),
  ];
  for (const [kind, amount, entryState] of entries) {
    if (kind === 'discount' && amount === 0) continue;
    try {
      await LedgerEntryModel.create({
        job: job._id,
        kind,
        amount,
        state: entryState,
        owner: job.auctioneer,
        provider: job.bidder,
        reference: kind === 'payout' ? 'demo' : null,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
