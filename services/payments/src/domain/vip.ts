import type { FastifyBaseLogger } from 'fastify';
import { HttpError, conflict, notFound } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import type { VipMembership, VipSubscribeResponse } from '@boatcare/shared-domain/schemas/payments';
import type { PaymentsContext } from '../context.ts';
import { recordPayment, vipPaymentOf } from '../repositories/payments.ts';
import { rememberSubscription, vipOf, vipPlan } from '../repositories/vip.ts';
import { providerCall } from './provider.ts';
import { settleIntent, settleSubscription } from './settle.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Starts the monthly VIP membership: a subscription whose first month is paid with the card
 * form. Asking twice the same day for the same price gives the same subscription.
 */
export async function subscribeVip(
  { driver }: PaymentsContext,
  userId: string,
): Promise<VipSubscribeResponse> {
  const [user, vip, plan] = await Promise.all([
    UserModel.findById(userId, { email: 1, first_name: 1, last_name: 1 }).lean(),
    vipOf(userId),
    vipPlan(),
  ]);
  if (!user || !vip) throw notFound();
  if (vip.isActive) throw conflict('payments.vipAlreadyActive');
  const created = await providerCall(() =>
    driver.createSubscription({
      userId,
      email: user.email,
      name: `${user.first_name} ${user.last_name}`,
      customerId: vip.customerId,
      monthlyAmount: plan.monthlyPrice,
      currency: 'usd',
      idempotencyKey: `vip-subscription:${userId}:${plan.monthlyPrice}:${today()}`,
    }),
  );
  if (!created.clientSecret || !created.paymentIntentId)
    throw new HttpError(502, 'payments.providerError');
  await rememberSubscription(userId, created.subscriptionId, created.customerId);
  await recordPayment({
    intentId: created.paymentIntentId,
    purpose: 'vip',
    driver: driver.mode,
    customer: userId,
    subscriptionId: created.subscriptionId,
    baseAmount: plan.monthlyPrice,
    totalAmount: plan.monthlyPrice,
  });
  return {
    subscriptionId: created.subscriptionId,
    paymentIntentId: created.paymentIntentId,
    clientSecret: created.clientSecret,
    amount: plan.monthlyPrice,
  };
}

/** After the card form: the provider says whether the subscription is active; we apply it. */
export async function confirmVip(
  { driver }: PaymentsContext,
  userId: string,
  subscriptionId: string,
  log: FastifyBaseLogger,
): Promise<{ status: string; membership: VipMembership }> {
  const vip = await vipOf(userId);
  if (!vip || vip.subscriptionId !== subscriptionId)
    throw notFound('payments.subscriptionNotFound');
  const subscription = await providerCall(
    () => driver.retrieveSubscription(subscriptionId),
    'payments.subscriptionNotFound',
  );
  await settleSubscription(subscription);
  const payment = await vipPaymentOf(userId, subscriptionId);
  if (payment)
    await settleIntent(
      payment,
      await providerCall(() => driver.retrieveIntent(payment.intentId)),
      log,
    );
  const after = await vipOf(userId);
  return { status: subscription.status, membership: after?.membership ?? vip.membership };
}

/** Ends the membership at once; the benefits stop with it. */
export async function cancelVip(
  { driver }: PaymentsContext,
  userId: string,
): Promise<VipMembership> {
  const vip = await vipOf(userId);
  if (!vip?.isActive || !vip.subscriptionId) throw conflict('payments.vipNotActive');
  const subscriptionId = vip.subscriptionId;
  const subscription = await providerCall(
    () => driver.cancelSubscription(subscriptionId),
    'payments.subscriptionNotFound',
  );
  await settleSubscription(subscription);
  const after = await vipOf(userId);
  return after?.membership ?? vip.membership;
}
