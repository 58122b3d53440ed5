import { claimOnce } from '@boatcare/server-kit';
import type { PaymentFailure } from '@boatcare/shared-domain/schemas/payments';
import { TestIntentModel } from '../../models/test-mode.ts';
import { testCardOutcome } from '../test-cards.ts';
import type { CreatedIntent, CreateIntentInput, IntentState } from '../driver.ts';
import { changeSubscription } from './subscriptions.ts';
import { id, intentFor, intentOf, MONTH_MS, UnexpectedIntentState, type Emit } from './store.ts';

/** Why a cancelled intent can no longer be paid (Stripe's word for its state). */
const CANCELED: PaymentFailure = { code: 'canceled', message: 'This payment was cancelled.' };

export async function createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
  const intent = await intentOf(await intentFor(input.idempotencyKey, input.amount, null));
  return { id: intent._id, clientSecret: intent.clientSecret, status: intent.status };
}

export async function retrieveIntent(intentId: string): Promise<IntentState> {
  const intent = await intentOf(intentId);
  return {
    id: intent._id,
    status: intent.status,
    amount: intent.amount,
    failure: intent.failure,
  };
}

/**
 * Ends an intent that has not succeeded: the claim a successful card takes is taken here, so
 * of a cancellation and a payment at once exactly one wins, as at Stripe.
 */
export async function cancelIntent(intentId: string): Promise<IntentState> {
  await intentOf(intentId);
  if (await claimOnce(`test-mode:intent-succeeded:${intentId}`)) {
    await TestIntentModel.updateOne(
      { _id: intentId },
      { $set: { status: 'failed', failure: CANCELED } },
    );
  }
  return retrieveIntent(intentId);
}

/**
 * What Stripe.js does when the card form is submitted: the card decides the outcome. A declined
 * intent keeps the reason and takes another card, as Stripe's does; an intent succeeds once.
 */
export async function confirmCard(
  intentId: string,
  cardNumber: string,
  emit: Emit,
): Promise<IntentState> {
  const intent = await intentOf(intentId);
  const over = () => new UnexpectedIntentState(`This payment intent is already ${intent.status}.`);
  if (intent.status === 'succeeded' || intent.status === 'processing') throw over();
  const failure = testCardOutcome(cardNumber);
  if (!failure && !(await claimOnce(`test-mode:intent-succeeded:${intentId}`))) throw over();
  await TestIntentModel.updateOne(
    { _id: intentId, status: { $ne: 'succeeded' } },
    { $set: { failure, status: failure ? 'failed' : 'succeeded' } },
  );
  const state = await retrieveIntent(intentId);
  await emit({ id: id('evt'), kind: 'intent', intent: state });
  if (intent.subscriptionId && !failure) {
    await changeSubscription(intent.subscriptionId, emit, () => ({
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + MONTH_MS),
    }));
  }
  return state;
}
