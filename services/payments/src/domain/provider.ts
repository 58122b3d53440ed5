import Stripe from 'stripe';
import { HttpError } from '@boatcare/server-kit';
import { UnexpectedIntentState, UnknownTestObject } from '../drivers/index.ts';

/**
 * Runs a call to the payment provider and turns its failures into answers a client can act on:
 * an unknown object is 404, a state conflict 409, anything else 502 (the cause is logged, never
 * sent).
 */
export async function providerCall<T>(
  call: () => Promise<T>,
  missingCode = 'payments.intentNotFound',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UnknownTestObject) throw new HttpError(404, missingCode);
    if (error instanceof UnexpectedIntentState)
      throw new HttpError(409, 'payments.alreadyConfirmed');
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    ) {
      throw new HttpError(404, missingCode);
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw Object.assign(new HttpError(502, 'payments.providerError'), { cause: error });
    }
    throw error;
  }
}
