import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobEventModel, JobModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { createPaymentsService } from '../../src/app.ts';
import { TestModeDriver } from '../../src/drivers/index.ts';
import {
  MONEY_WORKER,
  runMoneyWorkerOnce,
  type MoneyWorker,
} from '../../src/worker/money-worker.ts';
import { cancelJob, confirmJob, countOf, entriesOf, getAs, paidOrder } from '../money-fixtures.ts';

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

const transfersTo = (jobId: string) =>
  driver.transfersFor(jobId).then((rows) => rows.map(({ _id, ...rest }) => ({ id: _id, ...rest })));
const refundsOf = (jobId: string) =>
  driver.refundsFor(jobId).then((rows) => rows.map(({ _id, ...rest }) => ({ id: _id, ...rest })));

describe('the money worker', () => {
  it('writes the charge and its split when the order is paid, the share pending', async () => {
    const order = await paidOrder(service, { bid: 200_00 });
    const entries = await entriesOf(order.jobId);
    expect(entries.charge?.amount).toBe(210_00);
    expect(entries.platform_fee?.amount).toBe(10_00);
    expect(entries.commission?.amount).toBe(50_00);
    expect(entries.provider_share).toMatchObject({ amount: 150_00, state: 'pending' });
    expect((await JobModel.findById(order.jobId).lean())?.status).toBe('paid');
  });

  it('releases the provider share of a confirmed job, pays it out and moves the job to paid_out', async () => {
    const order = await paidOrder(service, { bid: 200_00 });
    await confirmJob(order);
    await worker.runOnce();
    const entries = await entriesOf(order.jobId);
    expect(entries.provider_share?.state).toBe('available');
    expect(entries.payout?.amount).toBe(150_00);
    expect(await transfersTo(order.jobId)).toHaveLength(1);
    expect(entries.payout?.reference).toBe((await transfersTo(order.jobId))[0]?.id);
    expect((await JobModel.findById(order.jobId).lean())?.status).toBe('paid_out');
    const event = await JobEventModel.findOne({ job: order.jobId, to: 'confirmed' }).lean();
    expect(event?.handled).toContain(MONEY_WORKER);

    const earnings = (
      await getAs(service, order.provider.token, '/payments/payouts/earnings')
    ).json();
    expect(earnings.balance).toEqual({ pending: 0, available: 0, paidOut: 150_00 });
    expect(earnings.payouts[0]).toMatchObject({ jobId: order.jobId, amount: 150_00 });
    expect(earnings.jobs[0]).toMatchObject({ jobId: order.jobId, share: 150_00, paidOut: true });
  });

  it('refunds a paid job cancelled 48 hours or more ahead in full, and releases nothing', async () => {
    const order = await paidOrder(service, { bid: 100_00, daysAhead: 5 });
    await cancelJob(order);
    await worker.runOnce();
    const entries = await entriesOf(order.jobId);
    expect(entries.refund?.amount).toBe(105_00);
    expect(await refundsOf(order.jobId)).toEqual([
      expect.objectContaining({ paymentIntentId: order.intentId, amount: 105_00 }),
    ]);
    expect(entries.provider_share?.state).toBe('cancelled');
    expect(entries.payout).toBeUndefined();
    expect((await JobModel.findById(order.jobId).lean())?.payment_status).toBe('refunded');
    const earnings = (
      await getAs(service, order.provider.token, '/payments/payouts/earnings')
    ).json();
    expect(earnings.balance).toEqual({ pending: 0, available: 0, paidOut: 0 });
    expect(earnings.jobs[0]).toMatchObject({ state: 'cancelled', paidOut: false });
  });

  it('refunds half when the owner cancels less than 48 hours before the service', async () => {
    const order = await paidOrder(service, { bid: 100_00, daysAhead: 1 });
    await cancelJob(order);
    await worker.runOnce();
    expect((await entriesOf(order.jobId)).refund?.amount).toBe(52_50);
    expect((await JobModel.findById(order.jobId).lean())?.payment_status).toBe(
      'partially_refunded',
    );
  });

  it('never releases a refunded job, even when a confirmation event shows up for it', async () => {
    const order = await paidOrder(service, { bid: 100_00 });
    await cancelJob(order);
    await worker.runOnce();
    // A confirmation the machine would refuse, written straight into the log.
    await JobEventModel.create({
      job: order.jobId,
      from: 'disputed',
      to: 'confirmed',
      actorRole: 'admin',
    });
    await worker.runOnce();
    const entries = await entriesOf(order.jobId);
    expect(entries.provider_share?.state).toBe('cancelled');
    expect(entries.payout).toBeUndefined();
    expect(await transfersTo(order.jobId)).toHaveLength(0);
    expect((await JobModel.findById(order.jobId).lean())?.status).toBe('cancelled');
  });

  it('moves a cancelled unpaid job no money', async () => {
    const { acceptedOrder } = await import('../fixtures.ts');
    const order = await acceptedOrder(service);
    await cancelJob(order);
    await worker.runOnce();
    expect(await entriesOf(order.jobId)).toEqual({});
  });

  it('writes nothing twice when an event is handled again (a retry after a crash)', async () => {
    const order = await paidOrder(service, { bid: 80_00 });
    const cancelled = await paidOrder(service, { bid: 80_00 });
    await confirmJob(order);
    await cancelJob(cancelled);
    await worker.runOnce();
    // The worker crashed before marking them handled: they come round again.
    await JobEventModel.updateMany(
      { job: { $in: [order.jobId, cancelled.jobId] } },
      { $set: { handled: [] } },
    );
    await worker.runOnce();
    await worker.runOnce();
    expect(await countOf(order.jobId, 'payout')).toBe(1);
    expect(await transfersTo(order.jobId)).toHaveLength(1);
    expect(await countOf(cancelled.jobId, 'refund')).toBe(1);
    expect(await refundsOf(cancelled.jobId)).toHaveLength(1);
    expect((await JobModel.findById(order.jobId).lean())?.status).toBe('paid_out');
  });

  it('pays out and refunds once with two workers at the same events', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => paidOrder(service, { bid: 60_00 })));
    const cancelled = await paidOrder(service, { bid: 60_00 });
    for (const order of orders) await confirmJob(order);
    await cancelJob(cancelled);
    const context = { driver, log: service.app.log };
    await Promise.all([runMoneyWorkerOnce(context), runMoneyWorkerOnce(context)]);
    for (const order of orders) {
      expect(await countOf(order.jobId, 'payout')).toBe(1);
      expect(await transfersTo(order.jobId)).toHaveLength(1);
      expect((await JobModel.findById(order.jobId).lean())?.status).toBe('paid_out');
    }
    expect(await countOf(cancelled.jobId, 'refund')).toBe(1);
    expect(await refundsOf(cancelled.jobId)).toHaveLength(1);
  });
});
