import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { createPaymentsService } from '../../../src/app.ts';
import { StripeDriver } from '../../../src/drivers/index.ts';
import { acceptedOrder, confirm, createIntent, jobOf, payWithCard } from '../../fixtures.ts';
import { recordingProxy, type RecordingProxy } from '../../recording-proxy.ts';
import { startStripeMock } from '../../stripe-mock.ts';

/** The Stripe driver against stripe-mock, Stripe's own mock of its API. */
const mock = await startStripeMock();
const unavailable = 'unavailable' in mock ? mock.unavailable : null;
if (unavailable) console.warn(`SKIPPED: the Stripe driver tests need stripe-mock. ${unavailable}`);

describe.skipIf(unavailable)('the Stripe driver, against stripe-mock', () => {
  let service: TestService;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    if ('unavailable' in mock) return;
    proxy = await recordingProxy(mock.url);
    service = await buildTestService(
      createPaymentsService({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_API_BASE: proxy.url,
      }),
    );
  });
  afterAll(async () => {
    await service?.close();
    await proxy?.close();
    if (!('unavailable' in mock)) await mock.stop();
  });

  it('creates the PaymentIntent for the computed total, with an idempotency key of order and amount', async () => {
    const { owner, jobId } = await acceptedOrder(service, { bid: 120_00 });
    const response = await createIntent(service, owner.token, { jobId, amount: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.paymentIntentId).toMatch(/^pi_/);
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(body.details).toEqual({
      baseAmount: 120_00,
      platformFee: 6_00,
      discount: 0,
      totalAmount: 126_00,
    });
    const created = proxy.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(created?.headers['idempotency-key']).toBe(`job-payment:${jobId}:12600`);
    expect((await jobOf(jobId))?.payment_amount).toBe(126_00);
  });

  it("asks Stripe for the intent's status and leaves the order unpaid unless it succeeded", async () => {
    const { owner, jobId } = await acceptedOrder(service);
    const { paymentIntentId } = (await createIntent(service, owner.token, { jobId })).json();
    const response = await confirm(service, owner.token, paymentIntentId);
    expect(response.statusCode).toBe(200);
    // stripe-mock's fixed intent never succeeded (it carries a last payment error): not paid.
    expect(response.json().status).not.toBe('succeeded');
    expect(response.json().paymentStatus).not.toBe('completed');
    expect(
      proxy.requests.some(
        (r) => r.method === 'GET' && r.path.startsWith(`/v1/payment_intents/${paymentIntentId}`),
      ),
    ).toBe(true);
    expect((await jobOf(jobId))?.payment_status).not.toBe('completed');
  });

  it('offers no test-mode card endpoint', async () => {
    const owner = await service.createUser({ user_type: UserType.Customer });
    const response = await payWithCard(service, owner.token, 'pi_123', TEST_CARDS.succeeds);
    expect(response.statusCode).toBe(404);
  });

  it('says Stripe runs, with the publishable key only', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/payments/config' });
    expect(response.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_123' });
  });

  it('starts, reads and cancels a VIP subscription', async () => {
    if ('unavailable' in mock) return;
    const driver = new StripeDriver({
      secretKey: 'sk_test_123',
      apiBase: { host: '127.0.0.1', port: Number(new URL(proxy.url).port), protocol: 'http' },
    });
    const created = await driver.createSubscription({
      userId: 'user-1',
      email: 'vip@boatcare.test',
      name: 'Vera Vip',
      customerId: null,
      monthlyAmount: 14_99,
      currency: 'usd',
      idempotencyKey: 'vip-subscription:user-1:1499:2030-01-01',
    });
    expect(created.subscriptionId).toMatch(/^sub_/);
    expect(created.customerId).toMatch(/^cus_/);
    const subscribe = proxy.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions',
    );
    expect(subscribe?.headers['idempotency-key']).toBe('vip-subscription:user-1:1499:2030-01-01');
    const state = await driver.retrieveSubscription(created.subscriptionId);
    expect(state.id).toMatch(/^sub_/);
    expect(typeof state.active).toBe('boolean');
    const cancelled = await driver.cancelSubscription(created.subscriptionId);
    expect(cancelled.active).toBe(cancelled.status === 'active' || cancelled.status === 'trialing');
  });
});
