import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobEventModel, JobModel, UserModel } from '@boatcare/server-kit/models';
import { buildTestService, bearer, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { createPaymentsService } from '../../../src/app.ts';
import { PaymentModel } from '@boatcare/server-kit/models';
import { recordCharge } from '../../../src/repositories/ledger.ts';
import type { MoneyWorker } from '../../../src/worker/money-worker.ts';
import { acceptedOrder } from '../../fixtures.ts';
import { entriesOf, forceStatus } from '../../money-fixtures.ts';
import { recordingProxy, type RecordingProxy } from '../../recording-proxy.ts';
import { startStripeMock } from '../../stripe-mock.ts';

/** Stripe Connect (Express accounts, account links, transfers) and refunds, against stripe-mock. */
const mock = await startStripeMock();
const unavailable = 'unavailable' in mock ? mock.unavailable : null;
if (unavailable) console.warn(`SKIPPED: the Stripe Connect tests need stripe-mock. ${unavailable}`);

const form = (body: string) => new URLSearchParams(body);

describe.skipIf(unavailable)('payouts with Stripe Connect, against stripe-mock', () => {
  let service: TestService;
  let proxy: RecordingProxy;
  let worker: MoneyWorker;
  beforeAll(async () => {
    if ('unavailable' in mock) return;
    proxy = await recordingProxy(mock.url);
    service = await buildTestService(
      createPaymentsService(
        {
          STRIPE_SECRET_KEY: 'sk_test_123',
          STRIPE_API_BASE: proxy.url,
          PUBLIC_ORIGIN: 'https://boatcare.example',
          MONEY_WORKER_INTERVAL_MS: '0',
        },
        { onWorker: (started) => (worker = started) },
      ),
    );
  });
  afterAll(async () => {
    await service?.close();
    await proxy?.close();
    if (!('unavailable' in mock)) await mock.stop();
  });

  /** A Stripe-paid order (the intent stored as succeeded: stripe-mock's intents never succeed). */
  async function stripePaidOrder(bid: number) {
    const order = await acceptedOrder(service, { bid });
    const total = bid + Math.round(bid * 0.05);
    await PaymentModel.create({
      intentId: `pi_${order.jobId}`,
      purpose: 'job',
      driver: 'stripe',
      customer: order.owner.id,
      job: order.jobId,
      baseAmount: bid,
      platformFee: total - bid,
      totalAmount: total,
      status: 'succeeded',
    });
    await JobModel.updateOne({ _id: order.jobId }, { $set: { payment_status: 'completed' } });
    await recordCharge(order.jobId);
    return order;
  }

  it('"Set up payouts" makes one Express account and an onboarding link back to the profile', async () => {
    if ('unavailable' in mock) return;
    const provider = await service.createUser({ user_type: UserType.Provider });
    const link = (lng: string) =>
      service.app.inject({
        method: 'POST',
        url: '/payments/payouts/account/link',
        headers: bearer(provider.token),
        payload: { lng },
      });
    const response = await link('da');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https?:\/\//);
    const created = proxy.requests.find((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(created?.headers['idempotency-key']).toBe(`connect-account:${provider.id}`);
    expect(form(created?.body ?? '').get('type')).toBe('express');
    expect(form(created?.body ?? '').get('capabilities[transfers][requested]')).toBe('true');
    const linkCall = proxy.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/account_links',
    );
    const linkBody = form(linkCall?.body ?? '');
    expect(linkBody.get('type')).toBe('account_onboarding');
    expect(linkBody.get('return_url')).toBe(
      'https://boatcare.example/da/supplier/profile?payouts=return',
    );
    const stored = (await UserModel.findById(provider.id).lean())?.payout_account;
    expect(stored?.accountId).toMatch(/^acct_/);
    // A second click reuses the account.
    await link('en');
    expect(proxy.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);

    const state = await service.app.inject({
      method: 'GET',
      url: '/payments/payouts/account',
      headers: bearer(provider.token),
    });
    expect(state.statusCode).toBe(200);
    expect(state.json().mode).toBe('stripe');
    expect(
      proxy.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v1/accounts/')),
    ).toBe(true);
  });

  it('a released share is a transfer to the provider account, grouped with its charge', async () => {
    if ('unavailable' in mock) return;
    const order = await stripePaidOrder(100_00);
    await UserModel.updateOne(
      { _id: order.provider.id },
      {
        $set: {
          payout_account: { accountId: 'acct_provider1', status: 'ready', payoutsEnabled: true },
        },
      },
    );
    await forceStatus(order.jobId, 'done', 'confirmed', 'owner');
    await worker.runOnce();
    const transfer = proxy.requests.find((r) => r.method === 'POST' && r.path === '/v1/transfers');
    expect(transfer?.headers['idempotency-key']).toBe(`payout:${order.jobId}`);
    const body = form(transfer?.body ?? '');
    expect(body.get('amount')).toBe('7500');
    expect(body.get('destination')).toBe('acct_provider1');
    expect(body.get('transfer_group')).toBe(`job_${order.jobId}`);
    expect((await entriesOf(order.jobId)).payout?.reference).toMatch(/^tr_/);
    expect((await JobModel.findById(order.jobId).lean())?.status).toBe('paid_out');
  });

  it('waits to pay out until the provider can take payouts', async () => {
    if ('unavailable' in mock) return;
    const order = await stripePaidOrder(40_00);
    await forceStatus(order.jobId, 'done', 'confirmed', 'owner');
    await worker.runOnce();
    expect((await entriesOf(order.jobId)).payout).toBeUndefined();
    const event = await JobEventModel.findOne({ job: order.jobId, to: 'confirmed' }).lean();
    expect(event?.handled).not.toContain('money');
  });

  it('a cancelled paid job is a Stripe refund of the intent', async () => {
    if ('unavailable' in mock) return;
    const order = await stripePaidOrder(60_00);
    await forceStatus(order.jobId, 'paid', 'cancelled', 'provider');
    await worker.runOnce();
    const refund = proxy.requests.find((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refund?.headers['idempotency-key']).toBe(`refund:${order.jobId}`);
    const body = form(refund?.body ?? '');
    expect(body.get('payment_intent')).toBe(`pi_${order.jobId}`);
    expect(body.get('amount')).toBe('6300');
    expect((await entriesOf(order.jobId)).refund?.reference).toMatch(/^re_/);
  });

  it("an order cancelled before it was paid has its intent cancelled at Stripe, so it can't be paid", async () => {
    if ('unavailable' in mock) return;
    const order = await acceptedOrder(service, { bid: 70_00 });
    const intent = (
      await service.app.inject({
        method: 'POST',
        url: '/payments/create-intent',
        headers: bearer(order.owner.token),
        payload: { jobId: order.jobId },
      })
    ).json();
    await forceStatus(order.jobId, 'accepted', 'cancelled', 'owner');
    await worker.runOnce();
    expect(
      proxy.requests.some(
        (r) =>
          r.method === 'POST' && r.path === `/v1/payment_intents/${intent.paymentIntentId}/cancel`,
      ),
    ).toBe(true);
    expect(
      proxy.requests.some((r) => r.path === '/v1/refunds' && r.body.includes(order.jobId)),
    ).toBe(false);
  });
});
