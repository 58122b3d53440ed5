import { randomBytes } from 'node:crypto';
import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain';
import { testCardOutcome } from './test-cards.ts';
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
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

interface TestCheckout extends CheckoutState {
  email: string;
  amount: number;
  percentOff: number;
  successUrl: string;
  cancelUrl: string;
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
  private readonly checkouts = new Map<string, TestCheckout>();
  private readonly idempotency = new Map<string, string>();
  private readonly listeners: ((event: PaymentEvent) => Promise<void>)[] = [];
  /** What a test may look at: every refund, transfer and connected account made, by id. */
  readonly refunds = new Map<string, CreateRefundInput & { id: string }>();
  readonly transfers = new Map<string, CreateTransferInput & { id: string }>();
  readonly accounts = new Map<string, ConnectedAccountState & { userId: string }>();

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
      cancelAtPeriodEnd: false,
    };
    const percentOff = input.promotion?.percentOff ?? 0;
    subscription.intentId = this.intentFor(
      `${input.idempotencyKey}:intent`,
      Math.round((input.monthlyAmount * (100 - percentOff)) / 100),
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

  async cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new UnknownTestObject(subscriptionId);
    subscription.cancelAtPeriodEnd = true;
    await this.emit({ id: id('evt'), kind: 'subscription', subscription: stateOf(subscription) });
    return stateOf(subscription);
  }

  /** TEST MODE ONLY: the month ends unpaid (a failed renewal), so access ends, as Stripe's past_due. */
  async lapse(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new UnknownTestObject(subscriptionId);
    subscription.status = subscription.cancelAtPeriodEnd ? 'canceled' : 'past_due';
    await this.emit({ id: id('evt'), kind: 'subscription', subscription: stateOf(subscription) });
    return stateOf(subscription);
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const known = this.idempotency.get(input.idempotencyKey);
    const existing = known ? this.checkouts.get(known) : undefined;
    const percentOff = input.promotion?.percentOff ?? 0;
    const checkout: TestCheckout = existing ?? {
      id: id('cs'),
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
    };
    this.checkouts.set(checkout.id, checkout);
    this.idempotency.set(input.idempotencyKey, checkout.id);
    // The stand-in for Stripe's hosted page is served by the provider remote.
    const page = new URL(input.cancelUrl);
    const lng = page.pathname.split('/')[1] ?? 'en';
    return {
      id: checkout.id,
      url: `/${lng}/supplier/subscribe/test-checkout?session_id=${checkout.id}`,
    };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutState> {
    const { id: sid, status, paid, userId, subscriptionId, customerId } = this.checkout(sessionId);
    return { id: sid, status, paid, userId, subscriptionId, customerId };
  }

  /** What the stand-in checkout page shows. */
  checkout(sessionId: string): TestCheckout {
    const checkout = this.checkouts.get(sessionId);
    if (!checkout) throw new UnknownTestObject(sessionId);
    return checkout;
  }

  /**
   * TEST MODE ONLY: paying on the stand-in checkout page. A good card starts an active
   * subscription and reports checkout.session.completed; a declined card leaves the session open.
   */
  async completeCheckout(sessionId: string, cardNumber: string): Promise<PaymentFailure | null> {
    const checkout = this.checkout(sessionId);
    if (checkout.status !== 'open') throw new UnexpectedIntentState('This checkout is over.');
    const failure = testCardOutcome(cardNumber);
    if (failure) return failure;
    const subscription: TestSubscription = {
      id: id('sub'),
      customerId: checkout.customerId ?? id('cus'),
      intentId: '',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + MONTH_MS),
      cancelAtPeriodEnd: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(checkout, { status: 'complete', paid: true, subscriptionId: subscription.id });
    await this.emit({
      id: id('evt'),
      kind: 'checkout',
      session: await this.retrieveCheckoutSession(sessionId),
    });
    return null;
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

  /**
   * A refund of a test-mode payment, recorded once per key. The intent may be one a restart
   * forgot (paid orders are in the database); a known intent is never refunded beyond its amount.
   */
  async createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
    const known = this.recorded(this.refunds, input.idempotencyKey);
    if (known) return { id: known.id, status: 'succeeded' };
    const intent = this.intents.get(input.paymentIntentId);
    if (intent) {
      const refunded = [...this.refunds.values()]
        .filter((refund) => refund.paymentIntentId === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (intent.status !== 'succeeded' || refunded + input.amount > intent.amount)
        throw new UnexpectedIntentState('This payment cannot be refunded by that much.');
    }
    const refund = { ...input, id: id('re') };
    this.refunds.set(refund.id, refund);
    this.idempotency.set(input.idempotencyKey, refund.id);
    return { id: refund.id, status: 'succeeded' };
  }

  async createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccountState> {
    const known = this.recorded(this.accounts, input.idempotencyKey);
    if (known) return accountOf(known);
    const account = {
      id: id('acct'),
      userId: input.userId,
      detailsSubmitted: false,
      payoutsEnabled: false,
    };
    this.accounts.set(account.id, account);
    this.idempotency.set(input.idempotencyKey, account.id);
    return accountOf(account);
  }

  /** An account id a restart forgot comes back unfinished (its provider onboards again). */
  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountState> {
    return accountOf(this.account(accountId));
  }

  /** The stand-in for Stripe's hosted onboarding is a page of the provider remote. */
  async createAccountLink(input: CreateAccountLinkInput): Promise<{ url: string }> {
    await this.retrieveConnectedAccount(input.accountId);
    const lng = new URL(input.returnUrl).pathname.split('/')[1] ?? 'en';
    return {
      url: `/${lng}/supplier/payouts/test-onboarding?account=${encodeURIComponent(input.accountId)}`,
    };
  }

  /** TEST MODE ONLY: the provider finished the stand-in onboarding; payouts are enabled. */
  async completeOnboarding(accountId: string): Promise<ConnectedAccountState> {
    const account = this.account(accountId);
    Object.assign(account, { detailsSubmitted: true, payoutsEnabled: true });
    return accountOf(account);
  }

  async createTransfer(input: CreateTransferInput): Promise<{ id: string }> {
    const known = this.recorded(this.transfers, input.idempotencyKey);
    if (known) return { id: known.id };
    const transfer = { ...input, id: id('tr') };
    this.transfers.set(transfer.id, transfer);
    this.idempotency.set(input.idempotencyKey, transfer.id);
    return { id: transfer.id };
  }

  private account(accountId: string) {
    if (!accountId.startsWith('acct_test_')) throw new UnknownTestObject(accountId);
    const account = this.accounts.get(accountId) ?? {
      id: accountId,
      userId: '',
      detailsSubmitted: false,
      payoutsEnabled: false,
    };
    this.accounts.set(accountId, account);
    return account;
  }

  private recorded<T>(objects: Map<string, T>, key: string): T | undefined {
    const known = this.idempotency.get(key);
    return known ? objects.get(known) : undefined;
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
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
});

const accountOf = ({ id: accountId, detailsSubmitted, payoutsEnabled }: ConnectedAccountState) => ({
  id: accountId,
  detailsSubmitted,
  payoutsEnabled,
});
