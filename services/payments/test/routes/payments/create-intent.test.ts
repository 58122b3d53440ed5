import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdDayOf, transitionJob } from '@boatcare/server-kit';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { createPaymentsService } from '../../../src/app.ts';
import { PaymentModel } from '@boatcare/server-kit/models';
import { acceptedOrder, confirm, createIntent, jobOf, payWithCard } from '../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({}));
});
afterAll(() => service.close());

describe('POST /payments/create-intent', () => {
  it('computes base, 5% fee and total itself, ignoring a forged amount', async () => {
    const { owner, jobId } = await acceptedOrder(service, { bid: 200_00 });
    const response = await createIntent(service, owner.token, { jobId, amount: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.details).toEqual({
      baseAmount: 200_00,
      platformFee: 10_00,
      discount: 0,
      totalAmount: 210_00,
    });
    expect(body.paymentIntentId).toMatch(/^pi_/);
    expect(body.clientSecret).toContain(`${body.paymentIntentId}_secret_`);
    expect((await jobOf(jobId))?.payment_amount).toBe(210_00);
    // Stored with its creation day: the admin's payments list reads a day at a time.
    const stored = await PaymentModel.findOne({ intentId: body.paymentIntentId }).lean<{
      created_date: Date;
      created_day: number;
    }>();
    expect(stored?.created_day).toBe(createdDayOf(stored!.created_date));
  });

  it('takes the VIP discount off only for an active member', async () => {
    const vip = await acceptedOrder(service, { bid: 300_00, vip: true });
    const regular = await acceptedOrder(service, { bid: 300_00, vip: false });
    const vipDetails = (await createIntent(service, vip.owner.token, { jobId: vip.jobId })).json()
      .details;
    const regularDetails = (
      await createIntent(service, regular.owner.token, { jobId: regular.jobId })
    ).json().details;
    expect(vipDetails).toEqual({
      baseAmount: 300_00,
      platformFee: 15_00,
      discount: 30_00,
      totalAmount: 285_00,
    });
    expect(regularDetails.discount).toBe(0);
    expect(regularDetails.totalAmount).toBe(315_00);
  });

  it('gives the same intent when asked again for the same order (idempotency)', async () => {
    const { owner, jobId } = await acceptedOrder(service);
    const first = (await createIntent(service, owner.token, { jobId })).json();
    const second = (await createIntent(service, owner.token, { jobId, amount: 5 })).json();
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
  });

  it("answers 404 for another customer's order, and changes nothing", async () => {
    const { jobId } = await acceptedOrder(service);
    const stranger = await service.createUser({ user_type: UserType.Customer });
    const response = await createIntent(service, stranger.token, { jobId, amount: 100 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('payments.jobNotFound');
    expect((await jobOf(jobId))?.payment_amount).toBe(200_00);
  });

  it('refuses an order that is already paid (409)', async () => {
    const { owner, jobId } = await acceptedOrder(service);
    const intent = (await createIntent(service, owner.token, { jobId })).json();
    await payWithCard(service, owner.token, intent.paymentIntentId, TEST_CARDS.succeeds);
    expect((await confirm(service, owner.token, intent.paymentIntentId)).json().paymentStatus).toBe(
      'completed',
    );
    const again = await createIntent(service, owner.token, { jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payments.alreadyPaid');
  });

  it('is for customers only, and needs a session', async () => {
    const { jobId } = await acceptedOrder(service);
    const provider = await service.createUser({ user_type: UserType.Provider });
    expect((await createIntent(service, provider.token, { jobId })).statusCode).toBe(403);
    const anonymous = await service.app.inject({
      method: 'POST',
      url: '/payments/create-intent',
      payload: { jobId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a malformed order id with a translated reason', async () => {
    const { owner } = await acceptedOrder(service);
    const response = await createIntent(service, owner.token, { jobId: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('errors.invalidId');
  });
});

describe('only an accepted order can be paid', () => {
  it('refuses a cancelled order (409, translated), and changes nothing', async () => {
    const { owner, jobId } = await acceptedOrder(service);
    await transitionJob(jobId, 'cancelled', { role: 'owner', userId: owner.id });
    const response = await createIntent(service, owner.token, { jobId });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('payments.jobCancelled');
    expect(response.json().message).toBe('This order was cancelled and cannot be paid.');
    expect((await jobOf(jobId))?.payment_status).toBe('pending');
  });

  it('refuses an order past payment (in progress) as already paid', async () => {
    const { owner, provider, jobId } = await acceptedOrder(service);
    const intent = (await createIntent(service, owner.token, { jobId })).json();
    await payWithCard(service, owner.token, intent.paymentIntentId, TEST_CARDS.succeeds);
    await confirm(service, owner.token, intent.paymentIntentId);
    await transitionJob(jobId, 'in_progress', { role: 'provider', userId: provider.id });
    const again = await createIntent(service, owner.token, { jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payments.alreadyPaid');
  });

  it('refuses the card of an order cancelled after its intent was made, and charges nothing', async () => {
    const { owner, jobId } = await acceptedOrder(service);
    const intent = (await createIntent(service, owner.token, { jobId })).json();
    await transitionJob(jobId, 'cancelled', { role: 'owner', userId: owner.id });
    const card = await payWithCard(
      service,
      owner.token,
      intent.paymentIntentId,
      TEST_CARDS.succeeds,
    );
    expect(card.statusCode).toBe(409);
    expect(card.json().code).toBe('payments.jobCancelled');
    const confirmed = (await confirm(service, owner.token, intent.paymentIntentId)).json();
    expect(confirmed.paymentStatus).not.toBe('completed');
    expect((await jobOf(jobId))?.status).toBe('cancelled');
  });
});
