import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobEventModel, JobModel, JobPostModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { createPaymentsService } from '../../src/app.ts';
import { TestModeDriver } from '../../src/drivers/index.ts';
import { MONEY_WORKER, type MoneyWorker } from '../../src/worker/money-worker.ts';
import { acceptedOrder, createIntent } from '../fixtures.ts';
import { cancelJob, entriesOf } from '../money-fixtures.ts';

/**
 * An order cancelled after its payment intent was made: the card form may still be open (or
 * Stripe.js may confirm it), so the intent is cancelled, and a payment that goes through anyway
 * is refunded in full.
 */
let service: TestService;
let worker: MoneyWorker;
const driver = new TestModeDriver();
beforeAll(async () => {
  service = await buildTestService(
    createPaymentsService(
      { MONEY_WORKER_INTERVAL_MS: '0' },
      { driver, onWorker: (started) => (worker = started) },
    ),
  );
});
afterAll(() => service.close());

/** An order whose owner opened the card form (the intent exists), for a service tomorrow. */
async function orderWithIntent() {
  const order = await acceptedOrder(service, { bid: 100_00 });
  const job = await JobModel.findById(order.jobId).lean();
  await JobPostModel.updateOne(
    { _id: job?.jobPost },
    { $set: { preferredDate: new Date(Date.now() + 24 * 60 * 60 * 1000) } },
  );
  const intent = (await createIntent(service, order.owner.token, { jobId: order.jobId })).json();
  return { ...order, intentId: intent.paymentIntentId as string };
}

const refundsOf = (jobId: string) => driver.refundsFor(jobId);

describe('an order cancelled after its payment intent was made', () => {
  it('cancels the intent, so a card confirmed on a page left open is refused', async () => {
    const order = await orderWithIntent();
    await cancelJob(order);
    await worker.runOnce();
    // What Stripe.js would do with the card form still open.
    await expect(driver.confirmCard(order.intentId, TEST_CARDS.succeeds)).rejects.toThrow();
    expect((await driver.retrieveIntent(order.intentId)).status).toBe('failed');
    expect(await entriesOf(order.jobId)).toEqual({});
    expect(await refundsOf(order.jobId)).toEqual([]);
    expect((await JobModel.findById(order.jobId).lean())?.payment_status).not.toBe('completed');
  });

  it('refunds in full a payment that went through at the provider after the cancellation', async () => {
    const order = await orderWithIntent();
    await cancelJob(order);
    // The card is confirmed at the provider before the worker cancelled the intent.
    await driver.confirmCard(order.intentId, TEST_CARDS.succeeds);
    await worker.runOnce();
    const entries = await entriesOf(order.jobId);
    // Not the half a late owner's cancellation gets: the order was never payable.
    expect(entries.charge?.amount).toBe(105_00);
    expect(entries.refund?.amount).toBe(105_00);
    expect(entries.provider_share?.state).toBe('cancelled');
    expect(await refundsOf(order.jobId)).toEqual([
      expect.objectContaining({ paymentIntentId: order.intentId, amount: 105_00 }),
    ]);
    const job = await JobModel.findById(order.jobId).lean();
    expect(job?.status).toBe('cancelled');
    expect(job?.payment_status).toBe('refunded');
  });

  it('refunds on the payment event a payment that succeeds after the cancellation was handled', async () => {
    const order = await orderWithIntent();
    await cancelJob(order);
    // The cancellation was handled before anything was known of this payment.
    await JobEventModel.updateOne(
      { job: order.jobId, to: 'cancelled' },
      { $addToSet: { handled: MONEY_WORKER } },
    );
    // The provider reports the payment (test mode's event goes through the webhook's handler).
    await driver.confirmCard(order.intentId, TEST_CARDS.succeeds);
    await worker.runOnce();
    expect((await entriesOf(order.jobId)).refund?.amount).toBe(105_00);
    expect(await refundsOf(order.jobId)).toHaveLength(1);
    expect((await JobModel.findById(order.jobId).lean())?.payment_status).toBe('refunded');
  });

  it('refunds once when the worker and the webhook meet the same late payment', async () => {
    const order = await orderWithIntent();
    await cancelJob(order);
    await driver.confirmCard(order.intentId, TEST_CARDS.succeeds);
    await Promise.all([worker.runOnce(), worker.runOnce()]);
    await worker.runOnce();
    expect(await refundsOf(order.jobId)).toHaveLength(1);
    expect((await entriesOf(order.jobId)).refund?.amount).toBe(105_00);
  });
});
