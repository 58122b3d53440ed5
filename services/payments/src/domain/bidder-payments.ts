import type { FastifyBaseLogger } from 'fastify';
import { HttpError, conflict, notFound, siteUrl } from '@boatcare/server-kit';
import { discountedMonthly } from '@boatcare/shared-domain/pricing';
import {
  type BidderConfirmResponse,
  type CreateBidderSubscriptionResponse,
  type GateFeeResponse,
  type ProviderFlags,
  type ProviderSubscription,
} from '@boatcare/shared-domain/schemas/bidder-payments';
import type { PaymentsContext } from '../context.ts';
import { promotionFor, providerPlan } from '../repositories/bidder-plan.ts';
import {
  markGateFeePaid,
  providerOf,
  rememberProviderSubscription,
  type ProviderRecord,
} from '../repositories/bidder.ts';
import { paymentForOwner, recordPayment } from '../repositories/payments.ts';
import { providerCall } from './provider.ts';
import { settleIntent, settleSubscription } from './settle.ts';

const today = () => new Date().toISOString().slice(0, 10);

async function provider(userId: string): Promise<ProviderRecord> {
  const record = await providerOf(userId);
  if (!record) throw notFound();
  return record;
}

/** A provider needs a bidder profile before paying; a paid subscription is not paid twice. */
async function payingProvider(userId: string): Promise<ProviderRecord> {
  const record = await provider(userId);
  if (!record.flags.has_bidder_profile) throw conflict('bidderPayments.profileRequired');
  if (record.flags.subscription_active) throw conflict('bidderPayments.alreadySubscribed');
  return record;
}

/** The plan with the promotion of a typed code; an unknown code is a 400 the form shows. */
async function pricedPlan(promoCode: string | undefined) {
  const plan = await providerPlan();
  const promotion = promotionFor(plan.promoCodes, promoCode);
  if (promotion === null) throw new HttpError(400, 'bidderPayments.promoInvalid');
  return { plan, promotion: promotion ?? null };
}

/** The card-form variant: a monthly subscription whose first invoice the card form pays. */
export async function startSubscription(
  { driver }: PaymentsContext,
  userId: string,
  promoCode: string | undefined,
): Promise<CreateBidderSubscriptionResponse> {
  const record = await payingProvider(userId);
  const { plan, promotion } = await pricedPlan(promoCode);
  const amount = discountedMonthly(plan.monthlyPrice, promotion?.percentOff ?? 0);
  const created = await providerCall(() =>
    driver.createSubscription({
      userId,
      email: record.email,
      name: record.name,
      customerId: record.customerId,
      monthlyAmount: plan.monthlyPrice,
      currency: 'usd',
      purpose: 'provider',
      promotion,
      idempotencyKey: `provider-subscription:${userId}:${plan.monthlyPrice}:${promotion?.code ?? ''}:${today()}`,
    }),
  );
  if (!created.clientSecret || !created.paymentIntentId)
    throw new HttpError(502, 'payments.providerError');
  await rememberProviderSubscription(userId, created.subscriptionId, created.customerId);
  await recordPayment({
    intentId: created.paymentIntentId,
    purpose: 'provider_subscription',
    driver: driver.mode,
    customer: userId,
    subscriptionId: created.subscriptionId,
    baseAmount: plan.monthlyPrice,
    discount: plan.monthlyPrice - amount,
    totalAmount: amount,
  });
  return {
    clientSecret: created.clientSecret,
    paymentIntentId: created.paymentIntentId,
    subscriptionId: created.subscriptionId,
    subscriptionFeeAmount: amount,
    percentOff: promotion?.percentOff ?? 0,
  };
}

/** The redirect variant: a hosted checkout page (Stripe Checkout, or the test-mode stand-in). */
export async function startCheckout(
  { driver, settings }: PaymentsContext,
  userId: string,
  lng: string,
  promoCode: string | undefined,
): Promise<{ url: string; sessionId: string }> {
  const record = await payingProvider(userId);
  const { plan, promotion } = await pricedPlan(promoCode);
  const created = await providerCall(() =>
    driver.createCheckoutSession({
      userId,
      email: record.email,
      customerId: record.customerId,
      monthlyAmount: plan.monthlyPrice,
      currency: 'usd',
      promotion,
      successUrl: siteUrl(settings.publicOrigin, lng, 'supplierSubscribeComplete'),
      cancelUrl: siteUrl(settings.publicOrigin, lng, 'supplierSubscribe'),
      idempotencyKey: `provider-checkout:${userId}:${plan.monthlyPrice}:${promotion?.code ?? ''}:${Date.now()}`,
    }),
  );
  return { url: created.url, sessionId: created.id };
}

/** After the checkout page: the provider's word on the session, applied to the caller only. */
export async function verifyCheckout(
  { driver }: PaymentsContext,
  userId: string,
  sessionId: string,
): Promise<{
  subscriptionStatus: 'active' | 'pending' | 'failed';
  flags: ProviderFlags;
  subscription: ProviderSubscription;
}> {
  await provider(userId);
  const session = await providerCall(
    () => driver.retrieveCheckoutSession(sessionId),
    'supplierSubscribe.sessionNotFound',
  );
  if (session.userId !== userId) throw notFound('supplierSubscribe.sessionNotFound');
  let subscriptionStatus: 'active' | 'pending' | 'failed' = 'pending';
  if (session.status === 'expired') subscriptionStatus = 'failed';
  if (session.status === 'complete' && session.subscriptionId) {
    const subscriptionId = session.subscriptionId;
    await rememberProviderSubscription(userId, subscriptionId, session.customerId);
    const state = await providerCall(() => driver.retrieveSubscription(subscriptionId));
    await settleSubscription(state);
    subscriptionStatus = state.active
      ? 'active'
      : state.status === 'incomplete'
        ? 'pending'
        : 'failed';
  }
  const after = await provider(userId);
  return { subscriptionStatus, flags: after.flags, subscription: after.subscription };
}

/** The one-time gate fee: an intent for the amount of the pricing configuration. */
export async function startGateFee(
  { driver }: PaymentsContext,
  userId: string,
): Promise<GateFeeResponse> {
  const record = await provider(userId);
  if (!record.flags.has_bidder_profile) throw conflict('bidderPayments.profileRequired');
  if (record.flags.gate_fee_paid) throw conflict('bidderPayments.gateFeeAlreadyPaid');
  const { gateFee } = await providerPlan();
  const intent = await providerCall(() =>
    driver.createIntent({
      amount: gateFee,
      currency: 'usd',
      description: 'BoatCare provider gate fee',
      metadata: { userId, purpose: 'gate_fee' },
      idempotencyKey: `gate-fee:${userId}:${gateFee}`,
    }),
  );
  await recordPayment({
    intentId: intent.id,
    purpose: 'gate_fee',
    driver: driver.mode,
    customer: userId,
    baseAmount: gateFee,
    totalAmount: gateFee,
  });
  return { paymentIntentId: intent.id, clientSecret: intent.clientSecret, amount: gateFee };
}

/**
 * PUT /bidder-payments/{paymentIntentId}/confirm: after the card form, for the gate fee or the
 * subscription's first month. Only the provider's `succeeded`, for the amount we computed, pays.
 */
export async function confirmBidderPayment(
  { driver }: PaymentsContext,
  userId: string,
  intentId: string,
  log: FastifyBaseLogger,
): Promise<BidderConfirmResponse> {
  const payment = await paymentForOwner(intentId, userId);
  if (!payment || (payment.purpose !== 'gate_fee' && payment.purpose !== 'provider_subscription'))
    throw notFound('payments.intentNotFound');
  const intent = await providerCall(() => driver.retrieveIntent(intentId));
  await settleIntent(payment, intent, log);
  const paid = intent.status === 'succeeded' && intent.amount === payment.totalAmount;
  if (payment.purpose === 'gate_fee' && paid) await markGateFeePaid(userId);
  if (payment.purpose === 'provider_subscription' && payment.subscriptionId) {
    const subscriptionId = payment.subscriptionId;
    await settleSubscription(await providerCall(() => driver.retrieveSubscription(subscriptionId)));
  }
  const after = await provider(userId);
  return {
    purpose: payment.purpose,
    status: paid || intent.status !== 'succeeded' ? intent.status : 'failed',
    flags: after.flags,
  };
}

/** Cancels at the end of the paid month: access lasts until then. */
export async function cancelProviderSubscription({ driver }: PaymentsContext, userId: string) {
  const record = await provider(userId);
  const subscriptionId = record.subscriptionId;
  if (!record.flags.subscription_active || !subscriptionId)
    throw conflict('bidderPayments.notSubscribed');
  await settleSubscription(
    await providerCall(
      () => driver.cancelSubscriptionAtPeriodEnd(subscriptionId),
      'payments.subscriptionNotFound',
    ),
  );
  const after = await provider(userId);
  return { subscription: after.subscription, flags: after.flags };
}

export async function paymentStatusOf({ driver }: PaymentsContext, userId: string) {
  const [record, plan] = await Promise.all([provider(userId), providerPlan()]);
  return {
    plan: { monthlyPrice: plan.monthlyPrice, gateFee: plan.gateFee },
    subscription: record.subscription,
    flags: record.flags,
    mode: driver.mode,
  };
}

export { provider as providerRecordOf };
