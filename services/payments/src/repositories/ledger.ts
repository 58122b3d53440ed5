import { Types } from 'mongoose';
import { isDuplicateKey } from '@boatcare/server-kit';
import {
  JobModel,
  LedgerEntryModel,
  PaymentModel,
  type LedgerEntryRecord,
  type Payment,
} from '@boatcare/server-kit/models';
import { jobLedgerSplit } from '@boatcare/shared-domain/pricing';
import { type LedgerKind, type ShareState } from '@boatcare/shared-domain/schemas/ledger';

export interface JobParties {
  _id: Types.ObjectId;
  auctioneer: Types.ObjectId;
  bidder: Types.ObjectId;
}

/**
 * Writes one entry; the unique (job, kind) index makes a second write of the same entry (a
 * worker's retry, another worker) a no-op. Answers whether this call wrote it.
 */
export async function recordEntry(
  job: JobParties,
  kind: LedgerKind,
  amount: number,
  extra: { state?: ShareState; reference?: string | null } = {},
): Promise<boolean> {
  try {
    await LedgerEntryModel.create({
      job: job._id,
      kind,
      amount,
      owner: job.auctioneer,
      provider: job.bidder,
      state: extra.state ?? null,
      reference: extra.reference ?? null,
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** What paid one order: the intent (to refund from) and the order's amounts. */
export interface PaidPart {
  intentId: string;
  baseAmount: number;
  platformFee: number;
  discount: number;
  totalAmount: number;
}

/**
 * The succeeded payment of an order, if it was paid: its own, or its visit's part of a season
 * paid in advance (one intent for several jobs, each job charged its own part).
 */
export async function paidPaymentOf(jobId: Types.ObjectId | string): Promise<PaidPart | null> {
  const own = await PaymentModel.findOne({
    job: jobId,
    purpose: 'job',
    status: 'succeeded',
  }).lean<Payment>();
  if (own)
    return {
      intentId: own.intentId,
      baseAmount: own.baseAmount,
      platformFee: own.platformFee ?? 0,
      discount: own.discount ?? 0,
      totalAmount: own.totalAmount,
    };
  const season = await PaymentModel.findOne({
    'visits.job': jobId,
    purpose: 'season',
    status: 'succeeded',
  }).lean<Payment>();
  const part = season?.visits?.find((visit) => String(visit.job) === String(jobId));
  return season && part
    ? {
        intentId: season.intentId,
        baseAmount: part.baseAmount,
        platformFee: part.platformFee ?? 0,
        discount: part.discount ?? 0,
        totalAmount: part.totalAmount,
      }
    : null;
}

/**
 * The charge of a paid order and how it divides (platform fee, discount, commission, the
 * provider's share, pending until release). Idempotent; false when the order was never paid.
 */
export async function recordCharge(jobId: Types.ObjectId | string): Promise<boolean> {
  const [job, payment] = await Promise.all([
    JobModel.findById(jobId, { auctioneer: 1, bidder: 1 }).lean<JobParties>(),
    paidPaymentOf(jobId),
  ]);
  if (!job || !payment) return false;
  const split = jobLedgerSplit(payment);
  await recordEntry(job, 'charge', split.charge, { reference: payment.intentId });
  await recordEntry(job, 'platform_fee', split.platform_fee);
  if (split.discount > 0) await recordEntry(job, 'discount', split.discount);
  await recordEntry(job, 'commission', split.commission);
  await recordEntry(job, 'provider_share', split.provider_share, { state: 'pending' });
  return true;
}

export const entryOf = (jobId: Types.ObjectId | string, kind: LedgerKind) =>
  LedgerEntryModel.findOne({ job: jobId, kind }).lean<LedgerEntryRecord>();

/** Moves the provider's share from one state to another (release, or void on a refund). */
export async function moveShare(
  jobId: Types.ObjectId | string,
  from: ShareState,
  to: ShareState,
): Promise<void> {
  await LedgerEntryModel.updateOne(
    { job: jobId, kind: 'provider_share', state: from },
    { $set: { state: to } },
  );
}
