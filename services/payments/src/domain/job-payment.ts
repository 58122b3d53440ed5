import type { FastifyBaseLogger } from 'fastify';
import { conflict, notFound } from '@boatcare/server-kit';
import { paymentBreakdown } from '@boatcare/shared-domain/pricing';
import {
  type ConfirmPaymentResponse,
  type CreateIntentResponse,
} from '@boatcare/shared-domain/schemas/payments';
import type { PaymentsContext } from '../context.ts';
import { jobForOwner, jobPostOf, startJobPayment } from '../repositories/jobs.ts';
import { paymentForOwner, recordPayment } from '../repositories/payments.ts';
import { vipOf, vipPlan } from '../repositories/vip.ts';
import { providerCall } from './provider.ts';
import { paidWithSeason } from './season-payment.ts';
import { refuseAlreadyPaid, settleIntent } from './settle.ts';

/**
 * Only an accepted, unpaid order can be paid: a cancelled one, or one already paid (and so
 * past 'accepted'), is refused with a 409 and the reason.
 */
export function assertPayable(job: { status: string; payment_status: string }): void {
  if (job.status === 'cancelled') throw conflict('payments.jobCancelled');
  if (job.payment_status === 'completed') throw conflict('payments.alreadyPaid');
  if (job.status !== 'accepted') throw conflict('payments.jobNotPayable');
}

/**
 * The owner starts paying an order. Every amount comes from the server: the accepted bid, the
 * platform fee and the VIP discount when the owner's membership is active. The same order and
 * total give the same intent (the idempotency key), so a retry never makes a second charge.
 */
export async function createJobIntent(
  { driver }: PaymentsContext,
  customer: string,
  jobId: string,
  log: FastifyBaseLogger,
): Promise<CreateIntentResponse> {
  const job = await jobForOwner(customer, jobId);
  if (!job) throw notFound('payments.jobNotFound');
  assertPayable(job);
  if (await paidWithSeason(job.jobPost)) throw conflict('payments.paidWithSeason');
  const [plan, vip] = await Promise.all([vipPlan(), vipOf(customer)]);
  const details = paymentBreakdown(job.bid_amount, Boolean(vip?.isActive), plan.discountPercentage);
  const intent = await providerCall(() =>
    driver.createIntent({
      amount: details.totalAmount,
      currency: 'usd',
      description: `BoatCare order ${jobId}`,
      metadata: { purpose: 'job', jobId, customerId: customer },
      idempotencyKey: `job-payment:${jobId}:${details.totalAmount}`,
    }),
  );
  const payment = {
    intentId: intent.id,
    purpose: 'job' as const,
    driver: driver.mode,
    customer,
    job: jobId,
    ...details,
  };
  await recordPayment(payment);
  if (intent.status === 'succeeded')
    await refuseAlreadyPaid(intent.id, customer, 'job', details.totalAmount, log);
  if (!(await startJobPayment(jobId, customer, details.totalAmount))) {
    const now = await jobForOwner(customer, jobId);
    if (now) assertPayable(now);
    throw conflict('payments.alreadyPaid');
  }
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, jobId, details };
}

/**
 * After the card form: asks the provider for the intent's real status and applies it. Only a
 * succeeded intent marks the order (or each visit of a season paid in advance) paid.
 */
export async function confirmJobIntent(
  { driver }: PaymentsContext,
  customer: string,
  intentId: string,
  log: FastifyBaseLogger,
): Promise<ConfirmPaymentResponse> {
  const payment = await paymentForOwner(intentId, customer);
  const season = payment?.purpose === 'season' && payment.plan;
  if (!payment || (!season && !(payment.purpose === 'job' && payment.job)))
    throw notFound('payments.intentNotFound');
  const intent = await providerCall(() => driver.retrieveIntent(intentId));
  const paymentStatus = await settleIntent(payment, intent, log);
  return {
    paymentIntentId: intentId,
    jobId: payment.job ? String(payment.job) : '',
    jobPostId: payment.job ? await jobPostOf(String(payment.job)) : '',
    planId: payment.plan ? String(payment.plan) : null,
    status:
      intent.status === 'succeeded' && intent.amount !== payment.totalAmount
        ? 'failed'
        : intent.status,
    paymentStatus: paymentStatus ?? 'pending',
    failure: intent.failure,
  };
}
