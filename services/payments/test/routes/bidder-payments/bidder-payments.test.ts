import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { PricingConfigModel, UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { DEFAULT_PROVIDER_PLAN } from '@boatcare/shared-domain/pricing';
import { createPaymentsService } from '../../../src/app.ts';
import { payWithCard } from '../../fixtures.ts';

const SECRET = 'whsec_bidder_secret';
let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({ STRIPE_WEBHOOK_SECRET: SECRET }));
  await PricingConfigModel.create({ promoCodes: [{ code: 'DEMO20', percentOff: 20 }] });
});
afterAll(() => service.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  service.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), payload });

const bidder = {
  title: 'Harbour Care',
  bio_description: 'x'.repeat(60),
  contact_number: '+4511223344',
  address: 'Nyhavn',
  latitude: 55.68,
  longitude: 12.59,
};
const newProvider = (withProfile = true) =>
  service.createUser({ user_type: UserType.Provider, ...(withProfile ? { bidder } : {}) });
const flagsOf = async (id: string) => {
  const user = await UserModel.findById(id).lean();
  return {
    gate_fee_paid: user?.gate_fee_paid,
    subscription_active: user?.subscription_active,
    subscription_paid: user?.subscription_paid,
  };
};

async function subscribeWithCard(
  token: string,
  card: string = TEST_CARDS.succeeds,
  promoCode?: string,
) {
  const started = await call('POST', '/bidder-payments/create-subscription', token, {
    paymentType: 'subscription',
    promoCode,
    amount: 1,
    subscriptionFeeAmount: 1,
  });
  expect(started.statusCode).toBe(200);
  const { paymentIntentId } = started.json();
  await payWithCard(service, token, paymentIntentId, card, '/en/supplier/subscribe');
  return {
    started: started.json(),
    confirmed: await call('PUT', `/bidder-payments/${paymentIntentId}/confirm`, token),
  };
}

async function subscribeWithCheckout(token: string, promoCode?: string) {
  const session = await call('POST', '/bidder-payments/create-subscription-session', token, {
    promoCode,
    lng: 'da',
  });
  expect(session.statusCode, session.body).toBe(200);
  const { sessionId, url } = session.json();
  expect(url).toBe(`/da/supplier/subscribe/test-checkout?session_id=${sessionId}`);
  return sessionId as string;
}

const payCheckout = (token: string, sessionId: string, cardNumber: string) =>
  call('POST', `/bidder-payments/test-mode/sessions/${sessionId}/pay`, token, {
    cardNumber,
    expiry: '12/39',
    cvc: '123',
  });

describe('/bidder-payments roles and ownership', () => {
  it('answers providers only: 401 without a token, 403 for a customer', async () => {
    const customer = await service.createUser({ user_type: UserType.Customer });
    for (const [method, url] of [
      ['GET', '/bidder-payments/status'],
      ['POST', '/bidder-payments/create-subscription'],
      ['POST', '/bidder-payments/create-subscription-session'],
      ['GET', '/bidder-payments/verify-session/cs_test_x'],
      ['POST', '/bidder-payments/gate-fee'],
      ['PUT', '/bidder-payments/pi_test_x/confirm'],
      ['DELETE', '/bidder-payments/subscription'],
      ['POST', '/bidder-payments/test-mode/lapse'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
      expect((await call(method, url, customer.token, {})).statusCode, url).toBe(403);
    }
  });

  it('asks for the bidder profile first (409)', async () => {
    const provider = await newProvider(false);
    const started = await call('POST', '/bidder-payments/create-subscription', provider.token, {});
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('bidderPayments.profileRequired');
    expect((await call('POST', '/bidder-payments/gate-fee', provider.token)).statusCode).toBe(409);
  });

  it("reads someone else's intent or checkout session as missing (404)", async () => {
    const [owner, other] = await Promise.all([newProvider(), newProvider()]);
    const { started } = await subscribeWithCard(owner.token, TEST_CARDS.declined);
    const confirm = await call(
      'PUT',
      `/bidder-payments/${started.paymentIntentId}/confirm`,
      other.token,
    );
    expect(confirm.statusCode).toBe(404);
    const sessionId = await subscribeWithCheckout(owner.token);
    expect(
      (await call('GET', `/bidder-payments/verify-session/${sessionId}`, other.token)).statusCode,
    ).toBe(404);
    expect((await payCheckout(other.token, sessionId, TEST_CARDS.succeeds)).statusCode).toBe(404);
  });
});

describe('subscription with the card form', () => {
  it('charges the configured price (a forged amount is ignored) and opens bidding', async () => {
    const provider = await newProvider();
    const status = (await call('GET', '/bidder-payments/status', provider.token)).json();
    expect(status.plan).toEqual(DEFAULT_PROVIDER_PLAN);
    expect(status.flags.subscription_active).toBe(false);
    const { started, confirmed } = await subscribeWithCard(provider.token);
    expect(started.subscriptionFeeAmount).toBe(DEFAULT_PROVIDER_PLAN.monthlyPrice);
    expect(confirmed.json()).toMatchObject({
      purpose: 'provider_subscription',
      status: 'succeeded',
      flags: { has_bidder_profile: true, subscription_active: true, subscription_paid: true },
    });
    const after = (await call('GET', '/bidder-payments/status', provider.token)).json();
    expect(after.subscription).toMatchObject({
      active: true,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(after.subscription.renewsAt).toEqual(expect.any(String));
    const again = await call('POST', '/bidder-payments/create-subscription', provider.token, {});
    expect(again.statusCode).toBe(409);
  });

  it('takes 20% off with the promo code (any case), and refuses an unknown code (400)', async () => {
    const provider = await newProvider();
    const { started } = await subscribeWithCard(provider.token, TEST_CARDS.succeeds, '  demo20 ');
    expect(started).toMatchObject({ subscriptionFeeAmount: 23_20, percentOff: 20 });
    const other = await newProvider();
    const wrong = await call('POST', '/bidder-payments/create-subscription', other.token, {
      promoCode: 'FREE100',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('bidderPayments.promoInvalid');
  });

  it('stays closed when the card is declined', async () => {
    const provider = await newProvider();
    const { confirmed } = await subscribeWithCard(provider.token, TEST_CARDS.declined);
    expect(confirmed.json()).toMatchObject({
      status: 'failed',
      flags: { subscription_active: false },
    });
    expect(await flagsOf(provider.id)).toMatchObject({ subscription_active: false });
  });

  it('cancels at the end of the paid month: still active, with the date it ends', async () => {
    const provider = await newProvider();
    await subscribeWithCard(provider.token);
    const cancelled = await call('DELETE', '/bidder-payments/subscription', provider.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(cancelled.json().subscription.renewsAt).toEqual(expect.any(String));
    const lapsed = await call('POST', '/bidder-payments/test-mode/lapse', provider.token);
    expect(lapsed.json().subscription).toMatchObject({ active: false, status: 'canceled' });
  });
});

describe('subscription through the checkout page', () => {
  it('is pending until paid, then active with the promotion applied', async () => {
    const provider = await newProvider();
    const sessionId = await subscribeWithCheckout(provider.token, 'DEMO20');
    const page = (
      await call('GET', `/bidder-payments/test-mode/sessions/${sessionId}`, provider.token)
    ).json();
    expect(page).toMatchObject({
      amount: 23_20,
      percentOff: 20,
      status: 'open',
      cancelUrl: '/da/supplier/subscribe',
    });
    const pending = await call(
      'GET',
      `/bidder-payments/verify-session/${sessionId}`,
      provider.token,
    );
    expect(pending.json().subscriptionStatus).toBe('pending');
    const declined = (await payCheckout(provider.token, sessionId, TEST_CARDS.declined)).json();
    expect(declined).toMatchObject({ redirectUrl: null, error: { code: 'card_declined' } });
    const paid = (await payCheckout(provider.token, sessionId, TEST_CARDS.succeeds)).json();
    expect(paid.redirectUrl).toBe(`/da/supplier/subscribe/complete?session_id=${sessionId}`);
    const verified = await call(
      'GET',
      `/bidder-payments/verify-session/${sessionId}`,
      provider.token,
    );
    expect(verified.json()).toMatchObject({
      subscriptionStatus: 'active',
      flags: { subscription_active: true, subscription_paid: true },
    });
    expect((await payCheckout(provider.token, sessionId, TEST_CARDS.succeeds)).statusCode).toBe(
      409,
    );
  });
});

describe('the spec sends these calls without a body', () => {
  it('starts the card-form subscription and the checkout session with no body at all', async () => {
    const provider = await newProvider();
    const noBody = (url: string) =>
      service.app.inject({ method: 'POST', url, headers: bearer(provider.token) });
    const session = await noBody('/bidder-payments/create-subscription-session');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().url).toMatch(/^\/en\/supplier\/subscribe\/test-checkout\?session_id=cs_/);
    const started = await noBody('/bidder-payments/create-subscription');
    expect(started.statusCode).toBe(200);
    expect(started.json().clientSecret).toEqual(expect.any(String));
  });

  it('documents the body as optional', async () => {
    const { paths } = (await service.app.inject({ url: '/docs/json' })).json();
    for (const path of [
      '/bidder-payments/create-subscription',
      '/bidder-payments/create-subscription-session',
    ])
      expect(paths[path].post.requestBody.required, path).toBe(false);
  });

  it('still refuses a body of the wrong shape (400)', async () => {
    const provider = await newProvider();
    for (const url of [
      '/bidder-payments/create-subscription',
      '/bidder-payments/create-subscription-session',
    ]) {
      for (const payload of [{ promoCode: 42 }, { promoCode: 'x'.repeat(500) }, [1, 2]]) {
        const answer = await call('POST', url, provider.token, payload);
        expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      }
    }
  });
});

describe('gate fee', () => {
  it('charges the configured fee once, whatever the client sends', async () => {
    await PricingConfigModel.updateOne({}, { $set: { providerPlan: { gateFee: 75_00 } } });
    const provider = await newProvider();
    const started = await call('POST', '/bidder-payments/gate-fee', provider.token, { amount: 1 });
    expect(started.json().amount).toBe(75_00);
    const { paymentIntentId } = started.json();
    await payWithCard(service, provider.token, paymentIntentId, TEST_CARDS.succeeds);
    const confirmed = await call(
      'PUT',
      `/bidder-payments/${paymentIntentId}/confirm`,
      provider.token,
    );
    expect(confirmed.json()).toMatchObject({
      purpose: 'gate_fee',
      status: 'succeeded',
      flags: { gate_fee_paid: true },
    });
    expect((await call('POST', '/bidder-payments/gate-fee', provider.token)).statusCode).toBe(409);
    await PricingConfigModel.updateOne({}, { $unset: { providerPlan: 1 } });
  });
});

describe('lapse (test mode only)', () => {
  it('ends access when the month goes unpaid', async () => {
    const provider = await newProvider();
    await subscribeWithCard(provider.token);
    const lapsed = await call('POST', '/bidder-payments/test-mode/lapse', provider.token);
    expect(lapsed.json()).toMatchObject({
      subscription: { active: false, status: 'past_due' },
      flags: { subscription_active: false, subscription_paid: false },
    });
  });
});

describe('webhooks', () => {
  let counter = 0;
  const deliver = (
    type: string,
    object: Record<string, unknown>,
    id = `evt_bp_${(counter += 1)}`,
  ) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    return service.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const subscriptionObject = (id: string, status: string) => ({
    object: 'subscription',
    id,
    status,
    cancel_at_period_end: false,
    items: { data: [{ current_period_end: 2_000_000_000 }] },
  });

  it('applies a replayed event once, and a late event never undoes the current state', async () => {
    const provider = await newProvider();
    const { started } = await subscribeWithCard(provider.token);
    const subscriptionId = started.subscriptionId as string;
    await call('POST', '/bidder-payments/test-mode/lapse', provider.token);
    // A late "active" update and a late invoice.paid: the provider's current word (past_due) wins.
    const late = await deliver(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, 'active'),
      'evt_late',
    );
    expect(late.json()).toEqual({ received: true, duplicate: false });
    await deliver('invoice.paid', { object: 'invoice', id: 'in_1', subscription: subscriptionId });
    expect(await flagsOf(provider.id)).toMatchObject({ subscription_active: false });
    const replay = await deliver(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, 'active'),
      'evt_late',
    );
    expect(replay.json()).toEqual({ received: true, duplicate: true });
  });

  it('follows invoice.payment_failed and customer.subscription.deleted for unknown-to-driver subscriptions', async () => {
    const provider = await newProvider();
    await UserModel.updateOne(
      { _id: provider.id },
      {
        $set: {
          'provider_subscription.subscriptionId': 'sub_external',
          subscription_active: false,
        },
      },
    );
    await deliver('customer.subscription.updated', subscriptionObject('sub_external', 'active'));
    expect(await flagsOf(provider.id)).toMatchObject({
      subscription_active: true,
      subscription_paid: true,
    });
    await deliver('customer.subscription.deleted', subscriptionObject('sub_external', 'canceled'));
    expect(await flagsOf(provider.id)).toMatchObject({ subscription_active: false });
  });

  it('links a completed checkout to its provider', async () => {
    const provider = await newProvider();
    const sessionId = await subscribeWithCheckout(provider.token);
    await payCheckout(provider.token, sessionId, TEST_CARDS.succeeds);
    // The test-mode driver reported checkout.session.completed in-process.
    expect(await flagsOf(provider.id)).toMatchObject({ subscription_active: true });
  });
});
