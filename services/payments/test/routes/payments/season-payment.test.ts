import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionJob } from '@boatcare/server-kit';
import {
  BidModel,
  JobModel,
  JobPostModel,
  LedgerEntryModel,
  PlanModel,
} from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import type { Types } from 'mongoose';
import { UserType } from '@boatcare/shared-domain/core';
import type { LedgerKind } from '@boatcare/shared-domain/schemas/ledger';
import type { PlanPayment } from '@boatcare/shared-domain/schemas/plans';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { ledgerBalances, paymentBreakdown } from '@boatcare/shared-domain/pricing';
import { createPaymentsService } from '../../../src/app.ts';
import { TestModeDriver } from '../../../src/drivers/index.ts';
import { TestRefundModel } from '../../../src/models/test-mode.ts';
import type { MoneyWorker } from '../../../src/worker/money-worker.ts';
import { confirm, createIntent, payWithCard } from '../../fixtures.ts';

let service: TestService;
let worker: MoneyWorker;
const driver = new TestModeDriver();
const DAY = 24 * 60 * 60 * 1000;
const PRICE = 300_00;

beforeAll(async () => {
  service = await buildTestService(
    createPaymentsService(
      { MONEY_WORKER_INTERVAL_MS: '0' },
      { driver, onWorker: (started) => (worker = started) },
    ),
  );
});
afterAll(() => service.close());

/**
 * A care plan paid for the season in advance with three booked visits, `daysAhead` away, each a
 * job of its own as the marketplace orders it (plans.ts orderVisit): a request, the provider's
 * bid at the price per visit, accepted, and its order.
 */
async function seasonPlan({ vip = false, payment }: { vip?: boolean; payment?: PlanPayment } = {}) {
  const owner = await service.createUser({ user_type: UserType.Customer, vip: { isActive: vip } });
  const provider = await service.createUser({ user_type: UserType.Provider });
  const source = await JobPostModel.create({
    auctioneer: owner.id,
    boatName: 'Season Swan',
    boatType: 'Sailboat',
    material: 'Gelcoat',
    lengthFeet: 32,
    locationType: 'In water',
    location: { address: 'Nyhavn, Copenhagen', latitude: 55.6797, longitude: 12.5901 },
    preferredDate: new Date(Date.now() + 10 * DAY),
    status: 'cancelled',
  });
  const plan = await PlanModel.create({
    owner: owner.id,
    jobPost: source._id,
    kind: 'recurring',
    everyWeeks: 4,
    payment: payment ?? 'season',
    status: 'active',
    launch: new Date(Date.now() + 10 * DAY),
    haulOut: new Date(Date.now() + 100 * DAY),
    provider: provider.id,
    pricePerVisit: PRICE,
  });
  const visits: {
    date: Date;
    kind: 'wash';
    status: 'ordered';
    jobPost: Types.ObjectId;
    job: Types.ObjectId;
  }[] = [];
  for (const daysAhead of [10, 40, 70]) {
    const date = new Date(Date.now() + daysAhead * DAY);
    const post = await JobPostModel.create({
      ...source.toObject(),
      _id: undefined,
      preferredDate: date,
      status: 'bid_accepted',
      carePlan: plan._id,
    });
    const bid = await BidModel.create({ jobPost: post._id, bidder: provider.id, amount: PRICE });
    const job = await JobModel.create({
      jobPost: post._id,
      bid: bid._id,
      auctioneer: owner.id,
      bidder: provider.id,
      bid_amount: PRICE,
      payment_amount: PRICE,
      payment_status: 'pending',
      status: 'accepted',
      job_start_date: date,
    });
    visits.push({ date, kind: 'wash', status: 'ordered', jobPost: post._id, job: job._id });
  }
  await PlanModel.updateOne({ _id: plan._id }, { $set: { visits } });
  return {
    owner,
    provider,
    planId: String(plan._id),
    jobIds: visits.map((visit) => String(visit.job)),
  };
}

const seasonIntent = (user: TestUser, planId: string) =>
  service.app.inject({
    method: 'POST',
    url: '/payments/season-intent',
    headers: bearer(user.token),
    payload: { planId },
  });

/** The owner pays the season with the test card; answers the intent. */
async function paySeason(owner: TestUser, planId: string) {
  const intent = await seasonIntent(owner, planId);
  expect(intent.statusCode).toBe(200);
  const { paymentIntentId } = intent.json();
  await payWithCard(service, owner.token, paymentIntentId, TEST_CARDS.succeeds);
  const confirmed = await confirm(service, owner.token, paymentIntentId);
  expect(confirmed.json()).toMatchObject({ paymentStatus: 'completed', planId });
  return intent.json();
}

/** The owner cancels a visit's job, as skipping, pausing or ending the plan in time does. */
const cancelVisit = (owner: TestUser, jobId: string) =>
  transitionJob(jobId, 'cancelled', { role: 'owner', userId: owner.id });

const entries = (jobIds: string[], kind: LedgerKind) =>
  LedgerEntryModel.find({ job: { $in: jobIds }, kind }).lean();

describe('a care plan paid for the season in advance', () => {
  it('is one payment of every visit’s own total, and marks every visit’s order paid', async () => {
    const { owner, planId, jobIds } = await seasonPlan({ vip: true });
    const each = paymentBreakdown(PRICE, true);
    const intent = await paySeason(owner, planId);
    expect(intent).toMatchObject({ planId, visits: 3 });
    expect(intent.details.totalAmount).toBe(3 * each.totalAmount);
    expect(intent.details.discount).toBe(3 * each.discount);
    const jobs = await JobModel.find({ _id: { $in: jobIds } }).lean();
    expect(jobs.map((job) => [job.status, job.payment_status])).toEqual([
      ['paid', 'completed'],
      ['paid', 'completed'],
      ['paid', 'completed'],
    ]);
    // One charge per visit from the one intent, each split as the job it is.
    const charges = await entries(jobIds, 'charge');
    expect(charges.map((charge) => [charge.amount, charge.reference])).toEqual(
      jobIds.map(() => [each.totalAmount, intent.paymentIntentId]),
    );
    expect(await entries(jobIds, 'discount')).toHaveLength(3);
    // Nothing more to pay, and a visit is never paid on its own besides.
    const again = await seasonIntent(owner, planId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payments.nothingToPay');
  });

  it('refunds each visit not done from the one payment, once; the refunds add up in the ledger', async () => {
    const { owner, planId, jobIds } = await seasonPlan();
    const each = paymentBreakdown(PRICE, false).totalAmount;
    const { paymentIntentId } = await paySeason(owner, planId);
    // The second visit skipped, then the plan ended: the third visit cancelled too.
    await cancelVisit(owner, jobIds[1]!);
    await cancelVisit(owner, jobIds[2]!);
    await worker.runOnce();
    await worker.runOnce();
    const refunds = await entries(jobIds, 'refund');
    expect(refunds.map((refund) => String(refund.job)).sort()).toEqual(jobIds.slice(1).sort());
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(2 * each);
    // At the payment provider: two partial refunds of the season's one intent.
    const made = await TestRefundModel.find({ paymentIntentId }).lean();
    expect(made.map((refund) => refund.amount)).toEqual([each, each]);
    const jobs = await JobModel.find({ _id: { $in: jobIds } })
      .sort({ job_start_date: 1 })
      .lean();
    expect(jobs.map((job) => job.payment_status)).toEqual(['completed', 'refunded', 'refunded']);
    // The ledger still balances: charges - refunds = the platform's net + the shares.
    const all = await LedgerEntryModel.find({ job: { $in: jobIds } }).lean();
    expect(
      ledgerBalances(all.map(({ kind, amount, state }) => ({ kind, amount, state: state ?? null })))
        .balanced,
    ).toBe(true);
  });

  it('is only the owner’s, only for a plan paid in advance, and no visit is paid twice', async () => {
    const { owner, provider, planId, jobIds } = await seasonPlan();
    const stranger = await service.createUser({ user_type: UserType.Customer });
    expect((await seasonIntent(stranger, planId)).statusCode).toBe(404);
    expect((await seasonIntent(provider, planId)).statusCode).toBe(403);
    const alone = await createIntent(service, owner.token, { jobId: jobIds[0] });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('payments.paidWithSeason');
    const { paymentIntentId } = (await seasonIntent(owner, planId)).json();
    expect((await confirm(service, stranger.token, paymentIntentId)).statusCode).toBe(404);
    const perVisit = await seasonPlan({ payment: 'perVisit' });
    const refused = await seasonIntent(perVisit.owner, perVisit.planId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('payments.notSeasonPlan');
  });

  it('a visit skipped before the season is paid: that intent can no longer pay, a new one pays the rest', async () => {
    const { owner, planId, jobIds } = await seasonPlan();
    const first = (await seasonIntent(owner, planId)).json();
    await cancelVisit(owner, jobIds[0]!);
    await worker.runOnce();
    const stale = await payWithCard(
      service,
      owner.token,
      first.paymentIntentId,
      TEST_CARDS.succeeds,
    );
    expect(stale.statusCode).toBe(409);
    const rest = await paySeason(owner, planId);
    expect(rest.visits).toBe(2);
    expect(rest.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await entries(jobIds, 'charge')).toHaveLength(2);
    expect(await entries(jobIds, 'refund')).toHaveLength(0);
  });
});
