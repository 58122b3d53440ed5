import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerEntryModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { createPaymentsService } from '../../src/app.ts';
import { TestModeDriver } from '../../src/drivers/index.ts';
import { type MoneyWorker } from '../../src/worker/money-worker.ts';
import { cancelJob, paidOrder } from '../money-fixtures.ts';

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

/**
 * A care plan's visits are jobs of their own (marketplace repositories/plans.ts); paid for the
 * season in advance, each visit's job is paid, and skipping one in time cancels its job as its
 * owner. The ledger's refunds are then exactly the skipped visits' payments.
 */
describe('a season paid in advance', () => {
  it('refunds the skipped visits in full, and their refunds add up to what they cost', async () => {
    const visits = [];
    for (const daysAhead of [10, 40, 70])
      visits.push(await paidOrder(service, { bid: 300_00, daysAhead }));
    const skipped = [visits[0]!, visits[2]!];
    for (const visit of skipped) await cancelJob(visit);
    await worker.runOnce();
    const refunds = await LedgerEntryModel.find({
      job: { $in: visits.map((visit) => visit.jobId) },
      kind: 'refund',
    }).lean();
    expect(refunds.map((entry) => String(entry.job)).sort()).toEqual(
      skipped.map((visit) => visit.jobId).sort(),
    );
    const refunded = refunds.reduce((sum, entry) => sum + entry.amount, 0);
    expect(refunded).toBe(skipped.reduce((sum, visit) => sum + visit.total, 0));
    expect(refunded).toBeGreaterThan(0);
  });
});
