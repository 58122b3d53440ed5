import { TestIntentModel, TestSubscriptionModel } from '../../models/test-mode.ts';
import type { CreatedSubscription, CreateSubscriptionInput, SubscriptionState } from '../driver.ts';
import {
  id,
  intentFor,
  once,
  stateOf,
  subscriptionOf,
  type Emit,
  type TestIntent,
  type TestSubscription,
} from './store.ts';

export async function createSubscription(
  input: CreateSubscriptionInput,
): Promise<CreatedSubscription> {
  const subscriptionId = await once(input.idempotencyKey, 'sub', async (newId) => {
    const percentOff = input.promotion?.percentOff ?? 0;
    const intentId = await intentFor(
      `${input.idempotencyKey}:intent`,
      Math.round((input.monthlyAmount * (100 - percentOff)) / 100),
      newId,
    );
    await TestSubscriptionModel.create({
      _id: newId,
      customerId: input.customerId ?? id('cus'),
      intentId,
      status: 'incomplete',
    });
  });
  const subscription = await subscriptionOf(subscriptionId);
  const intent = await TestIntentModel.findById(subscription.intentId).lean<TestIntent>();
  return {
    subscriptionId: subscription._id,
    customerId: subscription.customerId,
    paymentIntentId: subscription.intentId,
    clientSecret: intent?.clientSecret ?? '',
  };
}

export async function retrieveSubscription(subscriptionId: string): Promise<SubscriptionState> {
  return stateOf(await subscriptionOf(subscriptionId));
}

/** Applies a change to a subscription and reports its new state, as Stripe's webhook would. */
export async function changeSubscription(
  subscriptionId: string,
  emit: Emit,
  change: (subscription: TestSubscription) => Partial<TestSubscription>,
): Promise<SubscriptionState> {
  const subscription = await subscriptionOf(subscriptionId);
  const update = change(subscription);
  const changed = { ...subscription, ...update };
  await TestSubscriptionModel.updateOne({ _id: subscriptionId }, { $set: update });
  await emit({ id: id('evt'), kind: 'subscription', subscription: stateOf(changed) });
  return stateOf(changed);
}
