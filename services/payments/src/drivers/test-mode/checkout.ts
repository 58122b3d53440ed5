import { claimOnce } from '@boatcare/server-kit';
import { pathTo } from '@boatcare/shared-domain/core';
import { type PaymentFailure } from '@boatcare/shared-domain/schemas/payments';
import { TestCheckoutModel, TestSubscriptionModel } from '../../models/test-mode.ts';
import { testCardOutcome } from '../test-cards.ts';
import type { CheckoutState, CreateCheckoutInput, CreatedCheckout } from '../driver.ts';
import {
  found,
  id,
  languageOf,
  MONTH_MS,
  once,
  UnexpectedIntentState,
  type Emit,
  type TestCheckout,
} from './store.ts';

export async function createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
  const checkoutId = await once(input.idempotencyKey, 'cs', async (newId) => {
    const percentOff = input.promotion?.percentOff ?? 0;
    await TestCheckoutModel.create({
      _id: newId,
      status: 'open',
      paid: false,
      userId: input.userId,
      subscriptionId: null,
      customerId: input.customerId ?? id('cus'),
      email: input.email,
      amount: Math.round((input.monthlyAmount * (100 - percentOff)) / 100),
      percentOff,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
  });
  // The stand-in for Stripe's hosted page is served by the provider remote.
  const page = pathTo(languageOf(input.cancelUrl), 'supplierTestCheckout');
  return { id: checkoutId, url: `${page}?${new URLSearchParams({ session_id: checkoutId })}` };
}

/** What the stand-in checkout page shows. */
export async function checkout(sessionId: string): Promise<TestCheckout> {
  const { _id, ...rest } = await found(
    sessionId,
    TestCheckoutModel.findById(sessionId).lean<Omit<TestCheckout, 'id'> & { _id: string }>(),
  );
  return { id: _id, ...rest };
}

export async function retrieveCheckoutSession(sessionId: string): Promise<CheckoutState> {
  const { id: sid, status, paid, userId, subscriptionId, customerId } = await checkout(sessionId);
  return { id: sid, status, paid, userId, subscriptionId, customerId };
}

/**
 * TEST MODE ONLY: paying on the stand-in checkout page. A good card starts an active
 * subscription and reports checkout.session.completed (once, through a claim, whichever
 * instance is paid twice); a declined card leaves the session open.
 */
export async function completeCheckout(
  sessionId: string,
  cardNumber: string,
  emit: Emit,
): Promise<PaymentFailure | null> {
  const session = await checkout(sessionId);
  if (session.status !== 'open') throw new UnexpectedIntentState('This checkout is over.');
  const failure = testCardOutcome(cardNumber);
  if (failure) return failure;
  if (!(await claimOnce(`test-mode:checkout-paid:${sessionId}`)))
    throw new UnexpectedIntentState('This checkout is over.');
  const subscriptionId = id('sub');
  await TestSubscriptionModel.create({
    _id: subscriptionId,
    customerId: session.customerId ?? id('cus'),
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + MONTH_MS),
  });
  await TestCheckoutModel.updateOne(
    { _id: sessionId },
    { $set: { status: 'complete', paid: true, subscriptionId } },
  );
  await emit({
    id: id('evt'),
    kind: 'checkout',
    session: await retrieveCheckoutSession(sessionId),
  });
  return null;
}
