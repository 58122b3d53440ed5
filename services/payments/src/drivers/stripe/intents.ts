import Stripe from 'stripe';
import type { CreatedIntent, CreateIntentInput, IntentState } from '../driver.ts';
import { intentStateOf, intentStatusOf } from './states.ts';

/** PaymentIntents: job payments and the gate fee. */

export async function createIntent(
  stripe: Stripe,
  input: CreateIntentInput,
): Promise<CreatedIntent> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      metadata: input.metadata,
      automatic_payment_methods: { enabled: true },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intentStatusOf(intent),
  };
}

export async function retrieveIntent(stripe: Stripe, id: string): Promise<IntentState> {
  return intentStateOf(await stripe.paymentIntents.retrieve(id));
}

export async function cancelIntent(stripe: Stripe, id: string): Promise<IntentState> {
  try {
    return intentStateOf(await stripe.paymentIntents.cancel(id));
  } catch (error) {
    // Stripe refuses to cancel an intent that succeeded, is processing or was cancelled.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    return retrieveIntent(stripe, id);
  }
}
