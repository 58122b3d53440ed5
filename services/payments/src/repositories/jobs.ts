import { HttpError, transitionJob } from '@boatcare/server-kit';
import { JobEventModel, JobModel } from '@boatcare/server-kit/models';
import type { PaymentStatus } from '@boatcare/shared-domain/core';
import type { IntentStatus } from '@boatcare/shared-domain/schemas/payments';

/** The money worker's name in a job event's `handled` list. */
export const MONEY_WORKER = 'money';

/** The order, only for its owner (anyone else gets null, as if it did not exist). */
export const jobForOwner = (customer: string, jobId: string) =>
  JobModel.findOne({ _id: jobId, auctioneer: customer }).lean();

/** The request an order was made on. */
export async function jobPostOf(jobId: string): Promise<string> {
  const job = await JobModel.findById(jobId, { jobPost: 1 }).lean();
  return job ? String(job.jobPost) : '';
}

/**
 * A payment starts: the order's amount becomes what the owner will pay and its status pending.
 * Conditional, so a paid or cancelled order is never reopened; false when it was paid or
 * cancelled meanwhile.
 */
export async function startJobPayment(
  jobId: string,
  customer: string,
  totalAmount: number,
): Promise<boolean> {
  const result = await JobModel.updateOne(
    { _id: jobId, auctioneer: customer, status: 'accepted', payment_status: { $ne: 'completed' } },
    { $set: { payment_amount: totalAmount, payment_status: 'pending' } },
  );
  return result.matchedCount === 1;
}

/** Payment states nothing the provider says later moves back: paid, and refunded after. */
const SETTLED: PaymentStatus[] = ['completed', 'refunded', 'partially_refunded'];

const PAYMENT_STATUS_BY_INTENT: Partial<Record<IntentStatus, PaymentStatus>> = {
  succeeded: 'completed',
  processing: 'pending',
  failed: 'failed',
};

/**
 * What the provider said about the order's payment, applied once: only a succeeded intent marks
 * it paid, and nothing moves a paid order back. Answers the order's payment status after.
 */
export async function applyJobOutcome(
  jobId: string,
  status: IntentStatus,
  amount: number,
): Promise<PaymentStatus> {
  const next = PAYMENT_STATUS_BY_INTENT[status];
  if (next) {
    await JobModel.updateOne(
      { _id: jobId, payment_status: { $nin: SETTLED } },
      {
        $set: { payment_status: next, ...(next === 'completed' ? { payment_amount: amount } : {}) },
      },
    );
  }
  const job = await JobModel.findById(jobId, { payment_status: 1, status: 1 }).lean();
  if (job?.payment_status === 'completed' && job.status === 'accepted') await markPaid(jobId);
  return job?.payment_status ?? 'pending';
}

/** The job moves accepted -> paid once; a concurrent settle of the same payment loses quietly. */
async function markPaid(jobId: string): Promise<void> {
  try {
    await transitionJob(jobId, 'paid', { role: 'system', userId: null });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
}

/**
 * A payment went through: if the order was cancelled meanwhile (a card confirmed at the
 * provider after the cancellation), its cancellation goes back to the money worker, which
 * refunds it; every step of a refund is idempotent, so a second pass changes nothing. An order
 * that was never cancelled has no such event and nothing changes.
 */
export async function reopenCancellation(jobId: string): Promise<void> {
  await JobEventModel.updateOne(
    { job: jobId, to: 'cancelled' },
    { $pull: { handled: MONEY_WORKER } },
  );
}
