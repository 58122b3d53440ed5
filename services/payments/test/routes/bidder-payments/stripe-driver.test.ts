import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeDriver } from '../../../src/drivers/index.ts';
import { recordingProxy, type RecordingProxy } from '../../recording-proxy.ts';
import { startStripeMock } from '../../stripe-mock.ts';

/** The provider's Stripe calls (subscription with a promotion, Checkout, cancel at period end) against stripe-mock. */
const mock = await startStripeMock();
const unavailable = 'unavailable' in mock ? mock.unavailable : null;
if (unavailable) console.warn(`SKIPPED: the Stripe driver tests need stripe-mock. ${unavailable}`);

describe.skipIf(unavailable)("the Stripe driver's provider calls, against stripe-mock", () => {
  let proxy: RecordingProxy;
  let driver: StripeDriver;
  beforeAll(async () => {
    if ('unavailable' in mock) return;
    proxy = await recordingProxy(mock.url);
    driver = new StripeDriver({
      secretKey: 'sk_test_123',
      apiBase: { host: '127.0.0.1', port: Number(new URL(proxy.url).port), protocol: 'http' },
    });
  });
  afterAll(async () => {
    await proxy?.close();
    if (!('unavailable' in mock)) await mock.stop();
  });

  const posted = (path: string) =>
    proxy.requests.filter((r) => r.method === 'POST' && r.path === path);

  it('starts a provider subscription with a promotion as a percent-off coupon', async () => {
    const created = await driver.createSubscription({
      userId: 'provider-1',
      email: 'p@boatcare.test',
      name: 'Peter Provider',
      customerId: null,
      monthlyAmount: 29_00,
      currency: 'usd',
      purpose: 'provider',
      promotion: { code: 'DEMO20', percentOff: 20 },
      idempotencyKey: 'provider-subscription:provider-1:2900:DEMO20:2030-01-01',
    });
    expect(created.subscriptionId).toMatch(/^sub_/);
    expect(posted('/v1/customers')[0]?.headers['idempotency-key']).toBe(
      'provider-customer:provider-1',
    );
    expect(
      proxy.requests.some((r) => r.method === 'GET' && r.path === '/v1/coupons/boatcare_demo20_20'),
    ).toBe(true);
    expect(posted('/v1/subscriptions').at(-1)?.headers['idempotency-key']).toBe(
      'provider-subscription:provider-1:2900:DEMO20:2030-01-01',
    );
  });

  it('creates and reads a Checkout Session in subscription mode', async () => {
    const created = await driver.createCheckoutSession({
      userId: 'provider-1',
      email: 'p@boatcare.test',
      customerId: null,
      monthlyAmount: 29_00,
      currency: 'usd',
      promotion: null,
      successUrl: 'http://localhost:8080/en/supplier/subscribe/complete',
      cancelUrl: 'http://localhost:8080/en/supplier/subscribe',
      idempotencyKey: 'provider-checkout:provider-1:2900::1',
    });
    expect(created.id).toMatch(/^cs_/);
    expect(created.url).toMatch(/^https?:/);
    expect(posted('/v1/checkout/sessions')[0]?.headers['idempotency-key']).toBe(
      'provider-checkout:provider-1:2900::1',
    );
    const state = await driver.retrieveCheckoutSession(created.id);
    expect(state.id).toMatch(/^cs_/);
    expect(['open', 'complete', 'expired']).toContain(state.status);
  });

  it('cancels a subscription at the end of its period', async () => {
    const state = await driver.cancelSubscriptionAtPeriodEnd('sub_123');
    expect(state.id).toMatch(/^sub_/);
    expect(posted('/v1/subscriptions/sub_123')).toHaveLength(1);
  });
});
