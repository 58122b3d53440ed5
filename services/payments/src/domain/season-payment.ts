import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';
import { conflict, notFound } from '@boatcare/server-kit';
import { JobModel, JobPostModel, PlanModel } from '@boatcare/server-kit/models';
import { paymentBreakdown } from '@boatcare/shared-domain/pricing';
import type { SeasonIntentResponse } from '@boatcare/shared-domain/schemas/payments';
import type { PaymentsContext } from '../context.ts';
import { startJobPayment } from '../repositories/jobs.ts';
import { recordPayment, type SeasonPart } from '../repositories/payments.ts';
import { vipOf, vipPlan } from '../repositories/vip.ts';
import { providerCall } from './provider.ts';
import { refuseAlreadyPaid } from './settle.ts';

/** The caller's own care plan paid for the season in advance; 404 for anyone else's. */
async function seasonPlanOf(customer: string, planId: string) {
  const plan = await PlanModel.findOne(
    { _id: planId, owner: customer },
    { payment: 1, visits: 1, jobPost: 1 },
  ).lean();
  if (!plan) throw notFound('payments.seasonNotFound');
  if (plan.payment !== 'season') throw conflict('payments.notSeasonPlan');
  return plan;
}

/**
 * Whether a job is a visit of a plan paid for the season: it is paid with the season's intent,
 * never alone (a second payment of the same visit).
 */
export async function paidWithSeason(jobPost: Types.ObjectId | string): Promise<boolean> {
  const post = await JobPostModel.findById(jobPost, { carePlan: 1 }).lean();
  if (!post?.carePlan) return false;
  return Boolean(await PlanModel.exists({ _id: post.carePlan, payment: 'season' }));
}

/**
 * The owner pays a care plan's season in one payment: every booked visit whose job is accepted
 * and unpaid, each at its own total (the price per visit, the platform fee and the VIP discount,
 * as if paid alone), so the ledger charges and pays out each visit as the job it is. The same
 * visits and total give the same intent (the idempotency key); after a resume or a change of
 * provider the new visits' jobs make a new one.
 */
export async function createSeasonIntent(
  { driver }: PaymentsContext,
  customer: string,
  planId: string,
  log: FastifyBaseLogger,
): Promise<SeasonIntentResponse> {
  const plan = await seasonPlanOf(customer, planId);
  const visitJobs = plan.visits.flatMap((visit) =>
    visit.status === 'ordered' && visit.job ? [visit.job] : [],
  );
  const jobs = await JobModel.find(
    {
      _id: { $in: visitJobs },
      auctioneer: customer,
      status: 'accepted',
      payment_status: { $ne: 'completed' },
    },
    { bid_amount: 1 },
  )
    .sort({ _id: 1 })
    .lean();
  if (jobs.length === 0) throw conflict('payments.nothingToPay');
  const [pricing, vip] = await Promise.all([vipPlan(), vipOf(customer)]);
  const visits: SeasonPart[] = jobs.map((job) => ({
    job: String(job._id),
    ...paymentBreakdown(job.bid_amount, Boolean(vip?.isActive), pricing.discountPercentage),
  }));
  const sum = (key: keyof Omit<SeasonPart, 'job'>) =>
    visits.reduce((total, visit) => total + visit[key], 0);
  const details = {
    baseAmount: sum('baseAmount'),
    platformFee: sum('platformFee'),
    discount: sum('discount'),
    totalAmount: sum('totalAmount'),
  };
  const which = createHash('sha256')
    .update(visits.map((visit) => visit.job).join(','))
    .digest('hex')
    .slice(0, 16);
  const intent = await providerCall(() =>
    driver.createIntent({
      amount: details.totalAmount,
      currency: 'usd',
      description: `BoatCare care plan ${planId}`,
      metadata: { purpose: 'season', planId, customerId: customer },
      idempotencyKey: `season-payment:${planId}:${which}:${details.totalAmount}`,
    }),
  );
  await recordPayment({
    intentId: intent.id,
    purpose: 'season',
    driver: driver.mode,
    customer,
    plan: planId,
    visits,
    ...details,
  });
  if (intent.status === 'succeeded')
    await refuseAlreadyPaid(intent.id, customer, 'season', details.totalAmount, log);
  for (const visit of visits) await startJobPayment(visit.job, customer, visit.totalAmount);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    planId,
    visits: visits.length,
    details,
  };
}
