import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain/schemas/payments';

/** Everything the service asks of a payment provider, whichever one runs. */
export interface PaymentDriver {
  readonly mode: 'test' | 'stripe';
  /** Creates a payment intent; the same idempotency key gives the same intent. */
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The provider's current view of an intent: the only truth about whether money moved. */
  retrieveIntent(id: string): Promise<IntentState>;
  /**
   * Cancels an intent so that no card can pay it any more (an order cancelled before it was
   * paid). Answers the intent's state after: failed when cancelled, or the state that stopped
   * the cancellation (succeeded, when the payment went through first).
   */
  cancelIntent(id: string): Promise<IntentState>;
  /** Starts a monthly subscription whose first payment is confirmed with the card form. */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
  retrieveSubscription(id: string): Promise<SubscriptionState>;
  /** Ends a subscription at once. */
  cancelSubscription(id: string): Promise<SubscriptionState>;
  /** Ends a subscription when its paid month is over. */
  cancelSubscriptionAtPeriodEnd(id: string): Promise<SubscriptionState>;
  /** A hosted checkout page for a monthly subscription (Stripe Checkout). */
  createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckoutSession(id: string): Promise<CheckoutState>;
  /** Gives (part of) a succeeded payment back to the owner; the same key gives the same refund. */
  createRefund(input: CreateRefundInput): Promise<CreatedRefund>;
  /** A provider's connected account (Stripe Connect Express) that payouts go to. */
  createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccountState>;
  retrieveConnectedAccount(id: string): Promise<ConnectedAccountState>;
  /** Where the provider fills in their details (Stripe's hosted onboarding). */
  createAccountLink(input: CreateAccountLinkInput): Promise<{ url: string }>;
  /**
   * Moves a provider's share from the platform's balance to their account (separate charges and
   * transfers); the same key gives the same transfer. Test mode takes a null destination.
   */
  createTransfer(input: CreateTransferInput): Promise<{ id: string }>;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  /** Minor units; at most what the intent charged. */
  amount: number;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CreatedRefund {
  id: string;
  /** Stripe's word: pending, succeeded, failed, canceled, requires_action. */
  status: string;
}

export interface CreateAccountInput {
  userId: string;
  email: string;
  idempotencyKey: string;
}

export interface ConnectedAccountState {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

export interface CreateAccountLinkInput {
  accountId: string;
  /** Absolute URLs: where Stripe sends the provider when the link expired, and when done. */
  refreshUrl: string;
  returnUrl: string;
}

export interface CreateTransferInput {
  /** Minor units. */
  amount: number;
  currency: 'usd';
  destination: string | null;
  /** Ties the transfer to the order's charge (Stripe's transfer_group). */
  transferGroup: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  customerId: string | null;
  /** Minor units per month, before the promotion. */
  monthlyAmount: number;
  currency: 'usd';
  /** A promotion code of our configuration, applied as a percent-off discount. */
  promotion: { code: string; percentOff: number } | null;
  /** Absolute URLs; the success URL gets `session_id`. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
}

export interface CheckoutState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  userId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
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
  /** What the subscription is for (metadata, and which product it hangs on). */
  purpose?: 'vip' | 'provider';
  /** A promotion code of our configuration, applied as a percent-off discount. */
  promotion?: { code: string; percentOff: number } | null;
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
  /** Cancelled, but paid until currentPeriodEnd. */
  cancelAtPeriodEnd?: boolean;
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
  | { id: string; kind: 'subscription'; subscription: SubscriptionState }
  /** Something happened to a subscription (an invoice paid or failed): ask for its state. */
  | { id: string; kind: 'subscription-ref'; subscriptionId: string }
  | { id: string; kind: 'checkout'; session: CheckoutState }
  /** A provider's connected account changed (onboarding finished, payouts enabled). */
  | { id: string; kind: 'account'; account: ConnectedAccountState };
