import { createHash, randomBytes } from 'node:crypto';
import { claimOnce, isDuplicateKey } from '@boatcare/server-kit';
import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain';
import {
  TestAccountModel,
  TestCheckoutModel,
  TestIntentModel,
  TestRefundModel,
  TestSubscriptionModel,
  TestTransferModel,
} from '../models/test-mode.ts';
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
  _id: string;
  clientSecret: string;
  amount: number;
  status: IntentStatus;
  failure: PaymentFailure | null;
  subscriptionId: string | null;
}

interface TestSubscription {
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

/** Thrown when an intent cannot be confirmed in its state (Stripe's payment_intent_unexpected_state). */
export class UnexpectedIntentState extends Error {}

/** An id the test-mode driver never made. */
export class UnknownTestObject extends Error {
  constructor(objectId: string) {
    super(`No such test-mode object: ${objectId}`);
  }
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
/** Why a cancelled intent can no longer be paid (Stripe's word for its state). */
const CANCELED: PaymentFailure = { code: 'canceled', message: 'This payment was cancelled.' };

/**
 * The id of the object an idempotency key makes: derived from the key, so of two callers with
 * the same key at once (two instances, two workers) the second insert meets the first's id and
 * both answer the same object, as Stripe does. `make` inserts the object under that id.
 */
async function once(
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

async function found<T>(objectId: string, query: Promise<T | null>): Promise<T> {
  const object = await query;
  if (!object) throw new UnknownTestObject(objectId);
  return object;
}

const intentOf = (intentId: string) =>
  found(intentId, TestIntentModel.findById(intentId).lean<TestIntent>().exec());
const subscriptionOf = (subscriptionId: string) =>
  found(
    subscriptionId,
    TestSubscriptionModel.findById(subscriptionId).lean<TestSubscription>().exec(),
  );

/**
 * TEST MODE: an offline stand-in for Stripe, used when STRIPE_SECRET_KEY is not set. No money
 * moves. It keeps intents, subscriptions and checkout sessions in the database (every instance
 * of payments sees them, a restart forgets nothing), honours Stripe's test card numbers,
 * answers the same idempotency key with the same object, and reports what happens as events,
 * as Stripe's webhooks would.
 */
export class TestModeDriver implements PaymentDriver {
  readonly mode = 'test' as const;
  private readonly listeners: ((event: PaymentEvent) => Promise<void>)[] = [];

  onEvent(listener: (event: PaymentEvent) => Promise<void>): void {
    this.listeners.push(listener);
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = await intentOf(await this.intentFor(input.idempotencyKey, input.amount, null));
    return { id: intent._id, clientSecret: intent.clientSecret, status: intent.status };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
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
  async cancelIntent(intentId: string): Promise<IntentState> {
    await intentOf(intentId);
    if (await claimOnce(`test-mode:intent-succeeded:${intentId}`)) {
      await TestIntentModel.updateOne(
        { _id: intentId },
        { $set: { status: 'failed', failure: CANCELED } },
      );
    }
    return this.retrieveIntent(intentId);
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const subscriptionId = await once(input.idempotencyKey, 'sub', async (newId) => {
      const percentOff = input.promotion?.percentOff ?? 0;
      const intentId = await this.intentFor(
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

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionState> {
    return stateOf(await subscriptionOf(subscriptionId));
  }

  async cancelSubscription(subscriptionId: string): Promise<SubscriptionState> {
    return this.changeSubscription(subscriptionId, () => ({ status: 'canceled' }));
  }

  async cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
    return this.changeSubscription(subscriptionId, () => ({ cancelAtPeriodEnd: true }));
  }

  /** TEST MODE ONLY: the month ends unpaid (a failed renewal), so access ends, as Stripe's past_due. */
  async lapse(subscriptionId: string): Promise<SubscriptionState> {
    return this.changeSubscription(subscriptionId, (subscription) => ({
      status: subscription.cancelAtPeriodEnd ? 'canceled' : 'past_due',
    }));
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const checkoutId = await once(input.idempotencyKey, 'cs', async (newId) => {
      const percentOff = input.promotion?.percentOff ?? 0;
      await TestCheckoutModel.create({
        _id: newId,
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
      });
    });
    // The stand-in for Stripe's hosted page is served by the provider remote.
    const page = new URL(input.cancelUrl);
    const lng = page.pathname.split('/')[1] ?? 'en';
    return {
      id: checkoutId,
      url: `/${lng}/supplier/subscribe/test-checkout?session_id=${checkoutId}`,
    };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutState> {
    const {
      id: sid,
      status,
      paid,
      userId,
      subscriptionId,
      customerId,
    } = await this.checkout(sessionId);
    return { id: sid, status, paid, userId, subscriptionId, customerId };
  }

  /** What the stand-in checkout page shows. */
  async checkout(sessionId: string): Promise<TestCheckout> {
    const { _id, ...rest } = await found(
      sessionId,
      TestCheckoutModel.findById(sessionId).lean<Omit<TestCheckout, 'id'> & { _id: string }>(),
    );
    return { id: _id, ...rest };
  }

  /**
   * TEST MODE ONLY: paying on the stand-in checkout page. A good card starts an active
   * subscription and reports checkout.session.completed (once, through a claim, whichever
   * instance is paid twice); a declined card leaves the session open.
   */
  async completeCheckout(sessionId: string, cardNumber: string): Promise<PaymentFailure | null> {
    const checkout = await this.checkout(sessionId);
    if (checkout.status !== 'open') throw new UnexpectedIntentState('This checkout is over.');
    const failure = testCardOutcome(cardNumber);
    if (failure) return failure;
    if (!(await claimOnce(`test-mode:checkout-paid:${sessionId}`)))
      throw new UnexpectedIntentState('This checkout is over.');
    const subscriptionId = id('sub');
    await TestSubscriptionModel.create({
      _id: subscriptionId,
      customerId: checkout.customerId ?? id('cus'),
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + MONTH_MS),
    });
    await TestCheckoutModel.updateOne(
      { _id: sessionId },
      { $set: { status: 'complete', paid: true, subscriptionId } },
    );
    await this.emit({
      id: id('evt'),
      kind: 'checkout',
      session: await this.retrieveCheckoutSession(sessionId),
    });
    return null;
  }

  /**
   * What Stripe.js does when the card form is submitted: the card decides the outcome. A declined
   * intent keeps the reason and takes another card, as Stripe's does; an intent succeeds once.
   */
  async confirmCard(intentId: string, cardNumber: string): Promise<IntentState> {
    const intent = await intentOf(intentId);
    const over = () =>
      new UnexpectedIntentState(`This payment intent is already ${intent.status}.`);
    if (intent.status === 'succeeded' || intent.status === 'processing') throw over();
    const failure = testCardOutcome(cardNumber);
    if (!failure && !(await claimOnce(`test-mode:intent-succeeded:${intentId}`))) throw over();
    await TestIntentModel.updateOne(
      { _id: intentId, status: { $ne: 'succeeded' } },
      { $set: { failure, status: failure ? 'failed' : 'succeeded' } },
    );
    const state = await this.retrieveIntent(intentId);
    await this.emit({ id: id('evt'), kind: 'intent', intent: state });
    if (intent.subscriptionId && !failure) {
      await this.changeSubscription(intent.subscriptionId, () => ({
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + MONTH_MS),
      }));
    }
    return state;
  }

  /** The id of the intent an idempotency key made, or of a new one. */
  private intentFor(key: string, amount: number, subscriptionId: string | null): Promise<string> {
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

  /** Applies a change to a subscription and reports its new state, as Stripe's webhook would. */
  private async changeSubscription(
    subscriptionId: string,
    change: (subscription: TestSubscription) => Partial<TestSubscription>,
  ): Promise<SubscriptionState> {
    const subscription = await subscriptionOf(subscriptionId);
    const update = change(subscription);
    const changed = { ...subscription, ...update };
    await TestSubscriptionModel.updateOne({ _id: subscriptionId }, { $set: update });
    await this.emit({ id: id('evt'), kind: 'subscription', subscription: stateOf(changed) });
    return stateOf(changed);
  }

  /**
   * A refund of a test-mode payment, made once per key; a payment is never refunded beyond what
   * it charged.
   */
  async createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
    const refundId = await once(input.idempotencyKey, 're', async (newId) => {
      const intent = await TestIntentModel.findById(input.paymentIntentId).lean<TestIntent>();
      if (intent) {
        const earlier = await TestRefundModel.find(
          { paymentIntentId: intent._id },
          { amount: 1 },
        ).lean();
        const refunded = earlier.reduce((sum, refund) => sum + refund.amount, 0);
        if (intent.status !== 'succeeded' || refunded + input.amount > intent.amount)
          throw new UnexpectedIntentState('This payment cannot be refunded by that much.');
      }
      await TestRefundModel.create({
        _id: newId,
        paymentIntentId: input.paymentIntentId,
        amount: input.amount,
        metadata: input.metadata,
      });
    });
    return { id: refundId, status: 'succeeded' };
  }

  async createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccountState> {
    const accountId = await once(input.idempotencyKey, 'acct', async (newId) => {
      await TestAccountModel.create({ _id: newId, userId: input.userId });
    });
    return this.retrieveConnectedAccount(accountId);
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountState> {
    return accountOf(
      await found(accountId, TestAccountModel.findById(accountId).lean<TestAccount>().exec()),
    );
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
    await this.retrieveConnectedAccount(accountId);
    await TestAccountModel.updateOne(
      { _id: accountId },
      { $set: { detailsSubmitted: true, payoutsEnabled: true } },
    );
    return this.retrieveConnectedAccount(accountId);
  }

  async createTransfer(input: CreateTransferInput): Promise<{ id: string }> {
    const transferId = await once(input.idempotencyKey, 'tr', async (newId) => {
      const { idempotencyKey: _key, ...transfer } = input;
      await TestTransferModel.create({ _id: newId, ...transfer });
    });
    return { id: transferId };
  }

  /** What a test may look at: the refunds and transfers made for one job. */
  async refundsFor(jobId: string) {
    return TestRefundModel.find({ 'metadata.jobId': jobId }).lean();
  }

  async transfersFor(jobId: string) {
    return TestTransferModel.find({ 'metadata.jobId': jobId }).lean();
  }

  private async emit(event: PaymentEvent): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }
}

interface TestAccount extends Omit<ConnectedAccountState, 'id'> {
  _id: string;
  userId: string;
}

const accountOf = ({
  _id,
  detailsSubmitted,
  payoutsEnabled,
}: TestAccount): ConnectedAccountState => ({
  id: _id,
  detailsSubmitted,
  payoutsEnabled,
});

const stateOf = (subscription: TestSubscription): SubscriptionState => ({
  id: subscription._id,
  status: subscription.status,
  active: subscription.status === 'active',
  currentPeriodEnd: subscription.currentPeriodEnd,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
});
