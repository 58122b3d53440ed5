import { createHash, randomBytes } from 'node:crypto';
import { isDuplicateKey } from '@boatcare/server-kit';
import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain/schemas/payments';
import { TestIntentModel, TestSubscriptionModel } from '../../models/test-mode.ts';
import type {
  CheckoutState,
  ConnectedAccountState,
  PaymentEvent,
  SubscriptionState,
} from '../driver.ts';

/** The test-mode objects as stored (services/payments/src/models/test-mode.ts). */
export interface TestIntent {
  _id: string;
  clientSecret: string;
  amount: number;
  status: IntentStatus;
  failure: PaymentFailure | null;
  subscriptionId: string | null;
}

export interface TestSubscription {
  _id: string;
  customerId: string;
  intentId: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface TestCheckout extends CheckoutState {
  email: string;
  amount: number;
  percentOff: number;
  successUrl: string;
  cancelUrl: string;
}

export interface TestAccount extends Omit<ConnectedAccountState, 'id'> {
  _id: string;
  userId: string;
}

/** Reports what happened, as Stripe's webhooks would (the driver's listeners). */
export type Emit = (event: PaymentEvent) => Promise<void>;

/** Thrown when an intent cannot be confirmed in its state (Stripe's payment_intent_unexpected_state). */
export class UnexpectedIntentState extends Error {}

/** An id the test-mode driver never made. */
export class UnknownTestObject extends Error {
  constructor(objectId: string) {
    super(`No such test-mode object: ${objectId}`);
  }
}

export const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The id of the object an idempotency key makes: derived from the key, so of two callers with
 * the same key at once (two instances, two workers) the second insert meets the first's id and
 * both answer the same object, as Stripe does. `make` inserts the object under that id.
 */
export async function once(
  key: string,
  prefix: string,
  make: (objectId: string) => Promise<unknown>,
): Promise<string> {
  const objectId = `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
  try {
    await make(objectId);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  return objectId;
}

/** The id of the intent an idempotency key made, or of a new one. */
export function intentFor(
  key: string,
  amount: number,
  subscriptionId: string | null,
): Promise<string> {
  return once(key, 'pi', async (intentId) => {
    await TestIntentModel.create({
      _id: intentId,
      clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      amount,
      status: 'requires_payment_method',
      failure: null,
      subscriptionId,
    });
  });
}

export async function found<T>(objectId: string, query: Promise<T | null>): Promise<T> {
  const object = await query;
  if (!object) throw new UnknownTestObject(objectId);
  return object;
}

export const intentOf = (intentId: string) =>
  found(intentId, TestIntentModel.findById(intentId).lean<TestIntent>().exec());
export const subscriptionOf = (subscriptionId: string) =>
  found(
    subscriptionId,
    TestSubscriptionModel.findById(subscriptionId).lean<TestSubscription>().exec(),
  );

export const stateOf = (subscription: TestSubscription): SubscriptionState => ({
  id: subscription._id,
  status: subscription.status,
  active: subscription.status === 'active',
  currentPeriodEnd: subscription.currentPeriodEnd,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
});

/** The language of a return URL of the site (`https://site/da/...`), for the stand-in pages. */
export const languageOf = (url: string) => new URL(url).pathname.split('/')[1] ?? 'en';
