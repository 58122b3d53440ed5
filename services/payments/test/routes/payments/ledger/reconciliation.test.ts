import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerEntryModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { createPaymentsService } from '../../../../src/app.ts';
import { PaymentModel } from '@boatcare/server-kit/models';
import type { MoneyWorker } from '../../../../src/worker/money-worker.ts';
import { cancelJob, confirmJob, getAs, paidOrder } from '../../../money-fixtures.ts';

let service: TestService;
let worker: MoneyWorker;
beforeAll(async () => {
  service = await buildTestService(
    createPaymentsService(
      { MONEY_WORKER_INTERVAL_MS: '0' },
      { onWorker: (started) => (worker = started) },
    ),
  );
});
afterAll(() => service.close());

describe('the ledger reconciles to the charges', () => {
  it('over paid, released, refunded and partly refunded jobs', async () => {
    const open = await paidOrder(service, { bid: 123_45 });
    const released = await paidOrder(service, { bid: 99_99 });
    const vipReleased = await paidOrder(service, { bid: 250_00, vip: true });
    const refunded = await paidOrder(service, { bid: 77_77, daysAhead: 10 });
    const partly = await paidOrder(service, { bid: 45_55, daysAhead: 1 });
    await confirmJob(released);
    await confirmJob(vipReleased);
    await cancelJob(refunded);
    await cancelJob(partly);
    await worker.runOnce();

    const admin = await service.createUser({ user_type: UserType.Admin });
    const response = await getAs(service, admin.token, '/payments/ledger?limit=100');
    expect(response.statusCode).toBe(200);
    const { totals, items: data, next } = response.json();

    // The charges are exactly the payments that succeeded.
    const payments = await PaymentModel.find({ purpose: 'job', status: 'succeeded' }).lean();
    const paid = payments.reduce((sum, payment) => sum + payment.totalAmount, 0);
    expect(totals.charges).toBe(paid);
    expect(paid).toBe(
      [open, released, vipReleased, refunded, partly].reduce((sum, o) => sum + o.total, 0),
    );
    // Every charge divides exactly; what owners kept paid is the platform's part plus the shares.
    expect(totals.platformFees - totals.discounts + totals.commissions).toBe(
      totals.charges - totals.sharesPending - totals.sharesAvailable - totals.sharesCancelled,
    );
    expect(totals.charges - totals.refunds).toBe(
      totals.platformNet + totals.sharesPending + totals.sharesAvailable,
    );
    expect(totals.balanced).toBe(true);
    // Paid out is what was released; refunds are the full and the half.
    expect(totals.payouts).toBe(totals.sharesAvailable);
    expect(totals.payouts).toBe(74_99 + 187_50);
    expect(totals.refunds).toBe(refunded.total + Math.floor(partly.total / 2));
    expect(totals.sharesPending).toBe(123_45 - 30_86);
    expect(totals.discounts).toBe(25_00);
    expect(next).toBeNull();
    expect(await LedgerEntryModel.countDocuments()).toBe(data.length);
  });

  it('filters by kind and by job, and answers only admins', async () => {
    const order = await paidOrder(service, { bid: 10_00 });
    const admin = await service.createUser({ user_type: UserType.Admin });
    const byJob = (
      await getAs(service, admin.token, `/payments/ledger?jobId=${order.jobId}`)
    ).json();
    expect(byJob.items.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'charge',
      'commission',
      'platform_fee',
      'provider_share',
    ]);
    expect(byJob.totals.balanced).toBe(true);
    const charges = (await getAs(service, admin.token, '/payments/ledger?kind=charge')).json();
    expect(charges.items.every((entry: { kind: string }) => entry.kind === 'charge')).toBe(true);
    expect((await getAs(service, order.owner.token, '/payments/ledger')).statusCode).toBe(403);
    expect((await getAs(service, order.provider.token, '/payments/ledger')).statusCode).toBe(403);
  });

  it('pages by cursor: every entry of the filter once, newest first, the totals of the whole filter', async () => {
    await paidOrder(service, { bid: 20_00 });
    const admin = await service.createUser({ user_type: UserType.Admin });
    const seen: { id: string; kind: string; created_date: string }[] = [];
    let after = '';
    let pages = 0;
    let totals: unknown;
    do {
      const response = await getAs(
        service,
        admin.token,
        `/payments/ledger?kind=charge&limit=2${after ? `&after=${after}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      if (pages > 0) expect(page.totals).toEqual(totals);
      totals = page.totals;
      seen.push(...page.items);
      after = page.next ?? '';
      pages += 1;
    } while (after);
    const charges = await LedgerEntryModel.find({ kind: 'charge' }).lean();
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(seen.every((entry) => entry.kind === 'charge')).toBe(true);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);
    expect(seen.map((entry) => entry.id).sort()).toEqual(charges.map((c) => String(c._id)).sort());
    const dates = seen.map((entry) => entry.created_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await getAs(service, admin.token, '/payments/ledger?after=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('errors.badCursor');
  });
});
