import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserModel } from '@boatcare/server-kit/models';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { createPaymentsService } from '../../../src/app.ts';
import { acceptedOrder, createIntent, jobOf, payWithCard } from '../../fixtures.ts';

const SECRET = 'whsec_test_secret';
let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({ STRIPE_WEBHOOK_SECRET: SECRET }));
});
afterAll(() => service.close());

let counter = 0;
function intentEvent(
  type: string,
  intent: Record<string, unknown>,
  id = `evt_${Date.now()}_${(counter += 1)}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { object: 'payment_intent', ...intent } },
  });
}

function deliver(payload: string, secret = SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return service.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function startedPayment() {
  const order = await acceptedOrder(service, { bid: 100_00 });
  const intent = (await createIntent(service, order.owner.token, { jobId: order.jobId })).json();
  return { ...order, intentId: intent.paymentIntentId as string };
}

const succeeded = (id: string, amount = 105_00) => ({
  id,
  amount,
  status: 'succeeded',
  last_payment_error: null,
});
const declined = (id: string) => ({
  id,
  amount: 105_00,
  status: 'requires_payment_method',
  last_payment_error: {
    type: 'card_error',
    code: 'card_declined',
    message: 'Your card was declined.',
  },
});

describe('POST /webhooks/stripe', () => {
  it('marks the order paid on payment_intent.succeeded, though the browser never came back', async () => {
    const { jobId, intentId } = await startedPayment();
    const response = await deliver(intentEvent('payment_intent.succeeded', succeeded(intentId)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await jobOf(jobId))?.payment_status).toBe('completed');
  });

  it('marks a failed payment failed, and a replay of the same event changes nothing', async () => {
    const { owner, jobId, intentId } = await startedPayment();
    const failedEvent = intentEvent(
      'payment_intent.payment_failed',
      declined(intentId),
      'evt_replayed_once',
    );
    expect((await deliver(failedEvent)).json().duplicate).toBe(false);
    expect((await jobOf(jobId))?.payment_status).toBe('failed');
    // The owner tries again; the order is pending once more.
    await createIntent(service, owner.token, { jobId });
    expect((await jobOf(jobId))?.payment_status).toBe('pending');
    const replay = await deliver(failedEvent);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await jobOf(jobId))?.payment_status).toBe('pending');
  });

  it('never moves a paid order back', async () => {
    const { owner, jobId, intentId } = await startedPayment();
    await payWithCard(service, owner.token, intentId, TEST_CARDS.succeeds);
    await deliver(intentEvent('payment_intent.payment_failed', declined(intentId)));
    expect((await jobOf(jobId))?.payment_status).toBe('completed');
  });

  it('does not mark paid an intent whose amount is not the one computed', async () => {
    const { jobId, intentId } = await startedPayment();
    await deliver(intentEvent('payment_intent.succeeded', succeeded(intentId, 1_00)));
    expect((await jobOf(jobId))?.payment_status).not.toBe('completed');
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const { jobId, intentId } = await startedPayment();
    const response = await deliver(
      intentEvent('payment_intent.succeeded', succeeded(intentId)),
      'whsec_wrong',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('payments.webhookSignature');
    expect((await jobOf(jobId))?.payment_status).toBe('pending');
  });

  it('refuses an unsigned or altered body', async () => {
    const { intentId } = await startedPayment();
    const payload = intentEvent('payment_intent.succeeded', succeeded(intentId));
    const unsigned = await service.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const altered = await service.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('105', '999'),
    });
    expect(altered.statusCode).toBe(400);
  });

  it('keeps VIP membership in step with subscription events', async () => {
    const member = await service.createUser({
      user_type: 1,
      vip: { isActive: false, subscriptionId: 'sub_webhook_1' },
    });
    const subscription = (status: string) =>
      JSON.stringify({
        id: `evt_sub_${status}`,
        object: 'event',
        type:
          status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        data: {
          object: {
            id: 'sub_webhook_1',
            object: 'subscription',
            status,
            items: { object: 'list', data: [{ current_period_end: 1_900_000_000 }] },
          },
        },
      });
    await deliver(subscription('active'));
    expect((await UserModel.findById(member.id).lean())?.vip).toMatchObject({ isActive: true });
    await deliver(subscription('canceled'));
    expect((await UserModel.findById(member.id).lean())?.vip).toMatchObject({ isActive: false });
  });

  it('acknowledges events it has no use for', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: false });
  });
});
