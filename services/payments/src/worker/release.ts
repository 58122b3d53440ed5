import { HttpError, transitionJob } from '@boatcare/server-kit';
import { JobModel, UserModel, type JobEvent } from '@boatcare/server-kit/models';
import {
  entryOf,
  moveShare,
  recordCharge,
  recordEntry,
  type JobParties,
} from '../repositories/ledger.ts';
import type { MoneyWorkerContext } from './money-worker.ts';

/** Where a provider's payouts go: their connected account once it can take payouts. */
async function payoutDestination(providerId: JobParties['bidder']): Promise<string | null> {
  const user = await UserModel.findById(providerId, { payout_account: 1 }).lean();
  const account = user?.payout_account;
  return account?.accountId && account.status === 'ready' ? account.accountId : null;
}

/**
 * A confirmed job: the provider's share is released (pending -> available), paid out (a
 * transfer to their connected account with Stripe; a recorded transfer in test mode) and the
 * job moves to paid_out. A refunded job releases nothing. With Stripe, a provider without a
 * ready account waits: the event is asked again on every pass until they have one.
 */
export async function releaseConfirmed(
  event: JobEvent,
  { driver, log }: MoneyWorkerContext,
): Promise<boolean> {
  const job = await JobModel.findById(event.job, { auctioneer: 1, bidder: 1 }).lean<JobParties>();
  if (!job || !(await recordCharge(job._id))) {
    log.error({ job: String(event.job) }, 'money worker: a confirmed job without a payment');
    return true;
  }
  if (await entryOf(job._id, 'refund')) return true;
  await moveShare(job._id, 'pending', 'available');
  const share = await entryOf(job._id, 'provider_share');
  if (!share || share.state !== 'available') return true;
  if (!(await entryOf(job._id, 'payout'))) {
    const destination = await payoutDestination(job.bidder);
    if (!destination && driver.mode === 'stripe') return false;
    const transfer = await driver.createTransfer({
      amount: share.amount,
      currency: 'usd',
      destination,
      transferGroup: `job_${String(job._id)}`,
      metadata: { jobId: String(job._id), providerId: String(job.bidder) },
      idempotencyKey: `payout:${String(job._id)}`,
    });
    await recordEntry(job, 'payout', share.amount, { reference: transfer.id });
  }
  try {
    await transitionJob(job._id, 'paid_out', { role: 'system', userId: null });
  } catch (error) {
    // Another worker moved it first, or it is already paid out.
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
  }
  return true;
}
