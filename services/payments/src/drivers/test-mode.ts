import { randomBytes } from 'node:crypto';
import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain';
import { testCardOutcome } from './test-cards.ts';
import type {
  CreateIntentInput,
  CreateSubscriptionInput,
  CreatedIntent,
  CreatedSubscription,
  IntentState,
  PaymentDriver,
  PaymentEvent,
  SubscriptionState,
} from './driver.ts';

interface TestIntent {
  id: string;
  clientSecret: string;
  amount: number;
  status: IntentStatus;
  failure: PaymentFailure | null;
  subscriptionId: string | null;
}

interface TestSubscription {
  id: string;
  customerId: string;
  intentId: string;
  status: 'incomplete' | 'active' | 'canceled';
  currentPeriodEnd: Date | null;
}

/** Thrown when an intent cannot be confirmed in its state (Stripe's payment_intent_unexpected_state). */
export class UnexpectedIntentState extends Error {}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * TEST MODE: an in-process stand-in for Stripe, used when STRIPE_SECRET_KEY is not set. No money
 * moves. It keeps intents and subscriptions in memory (a restart forgets them), honours Stripe's
 * test card numbers, answers the same idempotency key with the same intent, and reports what
 * happens as events, as Stripe's webhooks would.
 */
export class TestModeDriver implements PaymentDriver {
  readonly mode = 'test' as const;
  private readonly intents = new Map<string, TestIntent>();
  private readonly subscriptions = new Map<string, TestSubscription>();
  private readonly idempotency = new Map<string, string>();
  private readonly listeners: ((event: PaymentEvent) => Promise<void>)[] = [];

  onEvent(listener: (event: PaymentEvent) => Promise<void>): void {
    this.listeners.push(listener);
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = this.intentFor(input.idempotencyKey, input.amount, null);
    return { id: intent.id, clientSecret: intent.clientSecret, status: intent.status };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
    const intent = this.intents.get(intentId);
    if (!intent) throw new UnknownTestObject(intentId);
    return { id: intent.id, status: intent.status, amount: intent.amount, failure: intent.failure };
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const known = this.idempotency.get(input.idempotencyKey);
    const existing = known ? this.subscriptions.get(known) : undefined;
    if (existing) return this.created(existing);
    const subscription: TestSubscription = {
      id: id('sub'),
      customerId: input.customerId ?? id('cus'),
      intentId: '',
      status: 'incomplete',
      currentPeriodEnd: null,
    };
    subscription.intentId = this.intentFor(
      `${input.idempotencyKey}:intent`,
      input.monthlyAmount,
      subscription.id,
    ).id;
    this.subscriptions.set(subscription.id, subscription);
    this.idempotency.set(input.idempotencyKey, subscription.id);
    return this.created(subscription);
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new UnknownTestObject(subscriptionId);
    return stateOf(subscription);
  }

  async cancelSubscription(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new UnknownTestObject(subscriptionId);
    subscription.status = 'canceled';
    await this.emit({ id: id('evt'), kind: 'subscription', subscription: stateOf(subscription) });
    return stateOf(subscription);
  }

  /**
   * What Stripe.js does when the card form is submitted: the card decides the outcome. A declined
   * intent keeps the reason and takes another card, as Stripe's does.
   */
  async confirmCard(intentId: string, cardNumber: string): Promise<IntentState> {
    const intent = this.intents.get(intentId);
    if (!intent) throw new UnknownTestObject(intentId);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      throw new UnexpectedIntentState(`This payment intent is already ${intent.status}.`);
    }
    const failure = testCardOutcome(cardNumber);
    intent.failure = failure;
    intent.status = failure ? 'failed' : 'succeeded';
    const state = await this.retrieveIntent(intentId);
    await this.emit({ id: id('evt'), kind: 'intent', intent: state });
    const subscription = intent.subscriptionId
      ? this.subscriptions.get(intent.subscriptionId)
      : undefined;
    if (subscription && !failure) {
      subscription.status = 'active';
      subscription.currentPeriodEnd = new Date(Date.now() + MONTH_MS);
      await this.emit({ id: id('evt'), kind: 'subscription', subscription: stateOf(subscription) });
    }
    return state;
  }

  private intentFor(key: string, amount: number, subscriptionId: string | null): TestIntent {
    const known = this.idempotency.get(key);
    const existing = known ? this.intents.get(known) : undefined;
    if (existing) return existing;
    const intentId = id('pi');
    const intent: TestIntent = {
      id: intentId,
      clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      amount,
      status: 'requires_payment_method',
      failure: null,
      subscriptionId,
    };
    this.intents.set(intentId, intent);
    this.idempotency.set(key, intentId);
    return intent;
  }

  private created(subscription: TestSubscription): CreatedSubscription {
    const intent = this.intents.get(subscription.intentId);
    return {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      paymentIntentId: subscription.intentId,
      clientSecret: intent?.clientSecret ?? '',
    };
  }

  private async emit(event: PaymentEvent): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }
}

/** An id the test-mode driver never made (or forgot in a restart). */
export class UnknownTestObject extends Error {
  constructor(objectId: string) {
    super(`No such test-mode object: ${objectId}`);
  }
}

const stateOf = (subscription: TestSubscription): SubscriptionState => ({
  id: subscription.id,
  status: subscription.status,
  active: subscription.status === 'active',
  currentPeriodEnd: subscription.currentPeriodEnd,
});
