import { JobModel, JobPostModel, type JobEvent } from '@boatcare/server-kit/models';
import { refundFor } from '@boatcare/shared-domain/lifecycle';
import {
  entryOf,
  moveShare,
  paidPaymentOf,
  recordCharge,
  recordEntry,
  type JobParties,
} from '../repositories/ledger.ts';
import { settleIntent } from '../domain/settle.ts';
import { openPaymentsOf, setPaymentStatus } from '../repositories/payments.ts';
import type { MoneyWorkerContext } from './money-worker.ts';

type CancelledJob = JobParties & { jobPost: JobParties['_id']; job_start_date: Date | null };

/** When the service was to happen: the order's start date, else the request's preferred date. */
async function serviceDateOf(job: CancelledJob): Promise<Date | null> {
  if (job.job_start_date) return new Date(job.job_start_date);
  const post = await JobPostModel.findById(job.jobPost, { preferredDate: 1 }).lean();
  return post?.preferredDate ? new Date(post.preferredDate) : null;
}

/**
 * An order cancelled before it was paid: every intent of it that has not succeeded is cancelled
 * at the provider, so a card confirmed later (a page left open) cannot pay it. Answers whether
 * an intent turned out to have succeeded first: then it is settled here and the caller refunds.
 */
async function cancelOpenIntents(
  jobId: JobParties['_id'],
  { driver, log }: MoneyWorkerContext,
): Promise<boolean> {
  let paid = false;
  for (const payment of await openPaymentsOf(jobId)) {
    const intent = await driver.cancelIntent(payment.intentId);
    if (intent.status === 'succeeded') {
      await settleIntent(payment, intent, log);
      paid = true;
    } else {
      await setPaymentStatus(payment.intentId, intent.status, intent.failure);
    }
  }
  return paid;
}

/**
 * A cancelled job that was paid: the owner gets the terms' refund (through Stripe or the
 * test-mode driver), the provider's share is voided, so nothing is ever released, and the
 * order's payment reads refunded (or partially refunded). A payment that went through after the
 * order was cancelled unpaid (cancelled from accepted) is refunded in full. An unpaid
 * cancellation moves no money; its open intents are cancelled.
 */
export async function refundCancelled(
  event: JobEvent,
  context: MoneyWorkerContext,
): Promise<boolean> {
  const { driver, log } = context;
  const job = await JobModel.findById(event.job, {
    auctioneer: 1,
    bidder: 1,
    jobPost: 1,
    job_start_date: 1,
  }).lean<CancelledJob>();
  if (!job) return true;
  if (!(await recordCharge(job._id))) {
    if (!(await cancelOpenIntents(job._id, context))) return true;
    if (!(await recordCharge(job._id))) return true;
  }
  if (await entryOf(job._id, 'payout')) {
    log.error({ job: String(job._id) }, 'money worker: a cancelled job was already paid out');
    return true;
  }
  const [charge, payment] = await Promise.all([entryOf(job._id, 'charge'), paidPaymentOf(job._id)]);
  if (!charge || !payment) return true;
  if (!(await entryOf(job._id, 'refund'))) {
    // Paid after the cancellation: nothing was payable, all of it goes back. Otherwise the one
    // rule the cancel screens quoted (shared-domain's refundFor), at the cancellation.
    const { amount } =
      event.from === 'accepted'
        ? { amount: charge.amount }
        : refundFor(
            {
              status: 'cancelled',
              payment_status: 'completed',
              payment_amount: charge.amount,
              job_start_date: await serviceDateOf(job),
            },
            new Date(event.created_date),
            event.actorRole,
          );
    const refund =
      amount > 0
        ? await driver.createRefund({
            paymentIntentId: payment.intentId,
            amount,
            metadata: { jobId: String(job._id) },
            idempotencyKey: `refund:${String(job._id)}`,
          })
        : null;
    await recordEntry(job, 'refund', amount, { reference: refund?.id ?? null });
  }
  await moveShare(job._id, 'pending', 'cancelled');
  const refunded = await entryOf(job._id, 'refund');
  await JobModel.updateOne(
    { _id: job._id },
    {
      $set: {
        payment_status: refunded?.amount === charge.amount ? 'refunded' : 'partially_refunded',
      },
    },
  );
  return true;
}
