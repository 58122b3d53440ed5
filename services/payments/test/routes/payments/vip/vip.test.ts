import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { PricingConfigModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { DEFAULT_VIP_PLAN } from '@boatcare/shared-domain/pricing';
import { createPaymentsService } from '../../../../src/app.ts';
import {
  acceptedOrder,
  createIntent,
  payWithCard,
  setVipPlan,
  vipOfUser,
} from '../../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({}));
});
afterAll(() => service.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string) =>
  service.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) });

async function subscribeWith(card: string) {
  const customer = await service.createUser({ user_type: UserType.Customer });
  const started = await call('POST', '/payments/vip/subscribe', customer.token);
  expect(started.statusCode).toBe(200);
  const { subscriptionId, paymentIntentId } = started.json();
  const paid = await payWithCard(
    service,
    customer.token,
    paymentIntentId,
    card,
    '/en/vip/subscribe',
  );
  const confirmed = await call('PUT', `/payments/vip/${subscriptionId}/confirm`, customer.token);
  return { customer, subscriptionId, paid: paid.json(), confirmed };
}

describe('VIP membership', () => {
  it('offers the default plan publicly, and the pricing configuration when there is one', async () => {
    expect((await call('GET', '/payments/vip/plan')).json()).toEqual(DEFAULT_VIP_PLAN);
    await setVipPlan(19_99, 10);
    expect((await call('GET', '/payments/vip/plan')).json()).toEqual({
      monthlyPrice: 19_99,
      discountPercentage: 10,
    });
    await PricingConfigModel.deleteMany({});
  });

  it('becomes active after the first month is paid with a good card', async () => {
    const { customer, confirmed } = await subscribeWith(TEST_CARDS.succeeds);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'active', membership: { isActive: true } });
    expect(confirmed.json().membership.renewsAt).toEqual(expect.any(String));
    expect((await vipOfUser(customer.id))?.isActive).toBe(true);
    const status = (await call('GET', '/payments/vip', customer.token)).json();
    expect(status.membership.isActive).toBe(true);
    expect(status.plan).toEqual(DEFAULT_VIP_PLAN);
  });

  it('stays inactive when the card is declined', async () => {
    const { customer, paid, confirmed } = await subscribeWith(TEST_CARDS.declined);
    expect(paid.error.code).toBe('card_declined');
    expect(confirmed.json()).toMatchObject({
      status: 'incomplete',
      membership: { isActive: false },
    });
    expect((await vipOfUser(customer.id))?.isActive).toBe(false);
  });

  it('refuses a second subscription while active (409), and ends on cancel', async () => {
    const { customer } = await subscribeWith(TEST_CARDS.succeeds);
    expect((await call('POST', '/payments/vip/subscribe', customer.token)).statusCode).toBe(409);
    const cancelled = await call('DELETE', '/payments/vip', customer.token);
    expect(cancelled.json().membership.isActive).toBe(false);
    expect((await call('DELETE', '/payments/vip', customer.token)).statusCode).toBe(409);
  });

  it("gives the member's discount on job payments only while active", async () => {
    const { owner, jobId } = await acceptedOrder(service, { bid: 100_00 });
    expect((await createIntent(service, owner.token, { jobId })).json().details.discount).toBe(0);
    const started = (await call('POST', '/payments/vip/subscribe', owner.token)).json();
    await payWithCard(service, owner.token, started.paymentIntentId, TEST_CARDS.succeeds);
    await call('PUT', `/payments/vip/${started.subscriptionId}/confirm`, owner.token);
    const details = (await createIntent(service, owner.token, { jobId })).json().details;
    expect(details).toEqual({
      baseAmount: 100_00,
      platformFee: 5_00,
      discount: 10_00,
      totalAmount: 95_00,
    });
  });

  it("does not confirm someone else's subscription", async () => {
    const { subscriptionId } = await subscribeWith(TEST_CARDS.succeeds);
    const stranger = await service.createUser({ user_type: UserType.Customer });
    const response = await call('PUT', `/payments/vip/${subscriptionId}/confirm`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect((await vipOfUser(stranger.id))?.isActive).toBe(false);
  });

  it('is for customers', async () => {
    const provider = await service.createUser({ user_type: UserType.Provider });
    expect((await call('POST', '/payments/vip/subscribe', provider.token)).statusCode).toBe(403);
    expect((await call('POST', '/payments/vip/subscribe')).statusCode).toBe(401);
  });
});
