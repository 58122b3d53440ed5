import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { createPaymentsService } from '../../../src/app.ts';
import { acceptedOrder, confirm, createIntent, jobOf, payWithCard } from '../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({}));
});
afterAll(() => service.close());

async function startedPayment() {
  const order = await acceptedOrder(service, { bid: 100_00 });
  const intent = (await createIntent(service, order.owner.token, { jobId: order.jobId })).json();
  return { ...order, intentId: intent.paymentIntentId as string };
}

describe('PUT /payments/{paymentIntentId}/confirm', () => {
  it('does not mark the order paid while the provider has no successful payment', async () => {
    const { owner, jobId, intentId } = await startedPayment();
    const response = await confirm(service, owner.token, intentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'requires_payment_method',
      paymentStatus: 'pending',
      jobId,
    });
    expect((await jobOf(jobId))?.payment_status).toBe('pending');
  });

  it('marks the order paid once the provider says succeeded', async () => {
    const { owner, jobId, intentId } = await startedPayment();
    await payWithCard(service, owner.token, intentId, TEST_CARDS.succeeds);
    const response = await confirm(service, owner.token, intentId);
    expect(response.json()).toMatchObject({
      status: 'succeeded',
      paymentStatus: 'completed',
      failure: null,
    });
    expect(response.json().jobPostId).toBe(String((await jobOf(jobId))?.jobPost));
    const job = await jobOf(jobId);
    expect(job?.payment_status).toBe('completed');
    expect(job?.payment_amount).toBe(105_00);
    // Confirming again changes nothing.
    expect((await confirm(service, owner.token, intentId)).json().paymentStatus).toBe('completed');
  });

  it('records a declined card as failed, with the reason', async () => {
    const { owner, jobId, intentId } = await startedPayment();
    await payWithCard(service, owner.token, intentId, TEST_CARDS.declined);
    const response = await confirm(service, owner.token, intentId);
    expect(response.json()).toMatchObject({
      status: 'failed',
      paymentStatus: 'failed',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await jobOf(jobId))?.payment_status).toBe('failed');
  });

  it("answers 404 to another customer, who cannot confirm someone else's payment", async () => {
    const { owner, jobId, intentId } = await startedPayment();
    await payWithCard(service, owner.token, intentId, TEST_CARDS.succeeds);
    const stranger = await service.createUser({ user_type: UserType.Customer });
    const response = await confirm(service, stranger.token, intentId);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('payments.intentNotFound');
    const card = await payWithCard(service, stranger.token, intentId, TEST_CARDS.succeeds);
    expect(card.statusCode).toBe(404);
    expect((await jobOf(jobId))?.payment_status).not.toBe('failed');
  });

  it('answers 404 for an intent that does not exist', async () => {
    const { owner } = await startedPayment();
    expect((await confirm(service, owner.token, 'pi_unknown')).statusCode).toBe(404);
  });
});

describe('POST /payments/test-mode/{paymentIntentId}/confirm', () => {
  it("redirects like Stripe after a successful card, and the order is already paid (the driver's event)", async () => {
    const { owner, jobId, intentId } = await startedPayment();
    const response = await payWithCard(
      service,
      owner.token,
      intentId,
      '4242 4242 4242 4242',
      '/da/payment/complete',
    );
    expect(response.json()).toEqual({
      status: 'succeeded',
      redirectUrl: `/da/payment/complete?payment_intent=${intentId}&redirect_status=succeeded`,
      error: null,
    });
    // The browser never came back to confirm: the event kept the order right.
    expect((await jobOf(jobId))?.payment_status).toBe('completed');
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined', 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('answers the card error of %s and no redirect', async (card, code, message) => {
    const { owner, intentId } = await startedPayment();
    const response = await payWithCard(service, owner.token, intentId, card);
    expect(response.json()).toEqual({
      status: 'failed',
      redirectUrl: null,
      error: { code, message },
    });
  });

  it('takes another card after a decline (try again)', async () => {
    const { owner, jobId, intentId } = await startedPayment();
    await payWithCard(service, owner.token, intentId, TEST_CARDS.declined);
    const retry = (await createIntent(service, owner.token, { jobId })).json();
    expect(retry.paymentIntentId).toBe(intentId);
    expect((await jobOf(jobId))?.payment_status).toBe('pending');
    expect(
      (await payWithCard(service, owner.token, intentId, TEST_CARDS.succeeds)).json().status,
    ).toBe('succeeded');
    expect((await jobOf(jobId))?.payment_status).toBe('completed');
  });

  it('refuses a paid intent (409) and bad card fields (400, translated)', async () => {
    const { owner, intentId } = await startedPayment();
    await payWithCard(service, owner.token, intentId, TEST_CARDS.succeeds);
    expect(
      (await payWithCard(service, owner.token, intentId, TEST_CARDS.succeeds)).statusCode,
    ).toBe(409);
    const bad = await payWithCard(service, owner.token, intentId, '4242 4242 4242 4241');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('cardForm.validation.numberInvalid');
  });

  it('never redirects to another site', async () => {
    const { owner, intentId } = await startedPayment();
    const response = await payWithCard(
      service,
      owner.token,
      intentId,
      TEST_CARDS.succeeds,
      '//evil.example/x',
    );
    expect(response.statusCode).toBe(400);
  });
});
