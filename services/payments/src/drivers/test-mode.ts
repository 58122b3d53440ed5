import type { PaymentFailure } from '@boatcare/shared-domain/schemas/payments';
import type {
  CheckoutState,
  ConnectedAccountState,
  CreateAccountInput,
  CreateAccountLinkInput,
  CreateCheckoutInput,
  CreatedRefund,
  CreateRefundInput,
  CreateTransferInput,
  CreatedCheckout,
  CreateIntentInput,
  CreateSubscriptionInput,
  CreatedIntent,
  CreatedSubscription,
  IntentState,
  PaymentDriver,
  PaymentEvent,
  SubscriptionState,
} from './driver.ts';
import * as checkout from './test-mode/checkout.ts';
import * as connect from './test-mode/connect.ts';
import * as intents from './test-mode/intents.ts';
import * as subscriptions from './test-mode/subscriptions.ts';
import type { TestCheckout } from './test-mode/store.ts';

export { UnexpectedIntentState, UnknownTestObject, type TestCheckout } from './test-mode/store.ts';

/**
 * TEST MODE: an offline stand-in for Stripe, used when STRIPE_SECRET_KEY is not set. No money
 * moves. It keeps intents, subscriptions and checkout sessions in the database (every instance
 * of payments sees them, a restart forgets nothing), honours Stripe's test card numbers,
 * answers the same idempotency key with the same object, and reports what happens as events,
 * as Stripe's webhooks would. One file per Stripe concept under test-mode/.
 */
export class TestModeDriver implements PaymentDriver {
  readonly mode = 'test' as const;
  private readonly listeners: ((event: PaymentEvent) => Promise<void>)[] = [];

  onEvent(listener: (event: PaymentEvent) => Promise<void>): void {
    this.listeners.push(listener);
  }

  private readonly emit = async (event: PaymentEvent): Promise<void> => {
    for (const listener of this.listeners) await listener(event);
  };

  createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    return intents.createIntent(input);
  }

  retrieveIntent(intentId: string): Promise<IntentState> {
    return intents.retrieveIntent(intentId);
  }

  cancelIntent(intentId: string): Promise<IntentState> {
    return intents.cancelIntent(intentId);
  }

  /** What Stripe.js does when the card form is submitted: the card decides the outcome. */
  confirmCard(intentId: string, cardNumber: string): Promise<IntentState> {
    return intents.confirmCard(intentId, cardNumber, this.emit);
  }

  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return subscriptions.createSubscription(input);
  }

  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState> {
    return subscriptions.retrieveSubscription(subscriptionId);
  }

  cancelSubscription(subscriptionId: string): Promise<SubscriptionState> {
    return subscriptions.changeSubscription(subscriptionId, this.emit, () => ({
      status: 'canceled',
    }));
  }

  cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
    return subscriptions.changeSubscription(subscriptionId, this.emit, () => ({
      cancelAtPeriodEnd: true,
    }));
  }

  /** TEST MODE ONLY: the month ends unpaid (a failed renewal), so access ends, as Stripe's past_due. */
  lapse(subscriptionId: string): Promise<SubscriptionState> {
    return subscriptions.changeSubscription(subscriptionId, this.emit, (subscription) => ({
      status: subscription.cancelAtPeriodEnd ? 'canceled' : 'past_due',
    }));
  }

  createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    return checkout.createCheckoutSession(input);
  }

  retrieveCheckoutSession(sessionId: string): Promise<CheckoutState> {
    return checkout.retrieveCheckoutSession(sessionId);
  }

  /** What the stand-in checkout page shows. */
  checkout(sessionId: string): Promise<TestCheckout> {
    return checkout.checkout(sessionId);
  }

  /** TEST MODE ONLY: paying on the stand-in checkout page. */
  completeCheckout(sessionId: string, cardNumber: string): Promise<PaymentFailure | null> {
    return checkout.completeCheckout(sessionId, cardNumber, this.emit);
  }

  createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
    return connect.createRefund(input);
  }

  createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccountState> {
    return connect.createConnectedAccount(input);
  }

  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountState> {
    return connect.retrieveConnectedAccount(accountId);
  }

  createAccountLink(input: CreateAccountLinkInput): Promise<{ url: string }> {
    return connect.createAccountLink(input);
  }

  /** TEST MODE ONLY: the provider finished the stand-in onboarding; payouts are enabled. */
  completeOnboarding(accountId: string): Promise<ConnectedAccountState> {
    return connect.completeOnboarding(accountId);
  }

  createTransfer(input: CreateTransferInput): Promise<{ id: string }> {
    return connect.createTransfer(input);
  }

  /** What a test may look at: the refunds and transfers made for one job. */
  refundsFor(jobId: string) {
    return connect.refundsFor(jobId);
  }

  transfersFor(jobId: string) {
    return connect.transfersFor(jobId);
  }
}
