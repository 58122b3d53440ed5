import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain';

/** Everything the service asks of a payment provider, whichever one runs. */
export interface PaymentDriver {
  readonly mode: 'test' | 'stripe';
  /** Creates a payment intent; the same idempotency key gives the same intent. */
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The provider's current view of an intent: the only truth about whether money moved. */
  retrieveIntent(id: string): Promise<IntentState>;
  /** Starts a monthly subscription whose first payment is confirmed with the card form. */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
  retrieveSubscription(id: string): Promise<SubscriptionState>;
  /** Ends a subscription at once. */
  cancelSubscription(id: string): Promise<SubscriptionState>;
}

export interface CreateIntentInput {
  /** Minor units of `currency`. */
  amount: number;
  currency: 'usd';
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface IntentState {
  id: string;
  status: IntentStatus;
  amount: number;
  /** The last card error (a decline), if any. */
  failure: PaymentFailure | null;
}

export interface CreateSubscriptionInput {
  userId: string;
  email: string;
  name: string;
  /** The provider's customer from an earlier subscription, if any. */
  customerId: string | null;
  /** Minor units per month. */
  monthlyAmount: number;
  currency: 'usd';
  idempotencyKey: string;
}

export interface CreatedSubscription {
  subscriptionId: string;
  customerId: string;
  /** The first invoice's payment intent. */
  paymentIntentId: string;
  clientSecret: string;
}

export interface SubscriptionState {
  id: string;
  /** The provider's status word (active, incomplete, canceled, ...). */
  status: string;
  active: boolean;
  currentPeriodEnd: Date | null;
}

/** Statuses in which a subscription gives the member their benefits. */
export const isActiveSubscription = (status: string) =>
  status === 'active' || status === 'trialing';

/**
 * Something that happened at the provider, in our terms: Stripe's webhooks are translated into
 * these, and the test-mode driver emits them itself, so both keep orders right the same way.
 */
export type PaymentEvent =
  | { id: string; kind: 'intent'; intent: IntentState }
  | { id: string; kind: 'subscription'; subscription: SubscriptionState };
