import Stripe from 'stripe';
import type { IntentStatus } from '@boatcare/shared-domain';
import type { StripeSettings } from '../stripe-config.ts';
import {
  isActiveSubscription,
  type CheckoutState,
  type ConnectedAccountState,
  type CreateAccountInput,
  type CreateAccountLinkInput,
  type CreateCheckoutInput,
  type CreatedRefund,
  type CreateRefundInput,
  type CreateTransferInput,
  type CreatedCheckout,
  type CreateIntentInput,
  type CreateSubscriptionInput,
  type CreatedIntent,
  type CreatedSubscription,
  type IntentState,
  type PaymentDriver,
  type SubscriptionState,
} from './driver.ts';

/** The product every VIP subscription's monthly price belongs to; made on first use. */
export const VIP_PRODUCT_ID = 'boatcare_vip_membership';
/** The product every provider subscription's monthly price belongs to. */
export const PROVIDER_PRODUCT_ID = 'boatcare_provider_subscription';

/** Stripe's intent statuses in our four words. */
export function intentStatusOf(intent: Stripe.PaymentIntent): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'failed';
    default:
      return intent.last_payment_error ? 'failed' : 'requires_payment_method';
  }
}

export const intentStateOf = (intent: Stripe.PaymentIntent): IntentState => ({
  id: intent.id,
  status: intentStatusOf(intent),
  amount: intent.amount,
  failure: intent.last_payment_error
    ? {
        code:
          intent.last_payment_error.decline_code ??
          intent.last_payment_error.code ??
          'payment_failed',
        message: intent.last_payment_error.message ?? 'Payment failed.',
      }
    : null,
});

export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    id: subscription.id,
    status: subscription.status,
    active: isActiveSubscription(subscription.status),
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const checkoutStateOf = (session: Stripe.Checkout.Session): CheckoutState => ({
  id: session.id,
  status:
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
  paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
  userId: session.client_reference_id ?? session.metadata?.userId ?? null,
  subscriptionId: idOf(session.subscription),
  customerId: idOf(session.customer),
});

export const accountStateOf = (account: Stripe.Account): ConnectedAccountState => ({
  id: account.id,
  detailsSubmitted: Boolean(account.details_submitted),
  payoutsEnabled: Boolean(account.payouts_enabled),
});

/** A client secret is `<payment intent id>_secret_<...>`. */
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** The Stripe client, pointed at another API origin (stripe-mock) when settings say so. */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiBase ?? {}),
  });
}

/** Stripe: PaymentIntents for job payments, Subscriptions for VIP, idempotency keys on every create. */
export class StripeDriver implements PaymentDriver {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly products = new Map<string, Promise<string>>();

  constructor(settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
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

  async retrieveIntent(id: string): Promise<IntentState> {
    return intentStateOf(await this.stripe.paymentIntents.retrieve(id));
  }

  async cancelIntent(id: string): Promise<IntentState> {
    try {
      return intentStateOf(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded, is processing or was cancelled.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return this.retrieveIntent(id);
    }
  }

  /**
   * A subscription left incomplete until its first invoice is paid: the invoice's payment intent
   * is confirmed with the same card form as job payments (Stripe's "subscription intent" flow).
   */
  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const purpose = input.purpose ?? 'vip';
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { email: input.email, name: input.name, metadata: { userId: input.userId } },
          { idempotencyKey: `${purpose}-customer:${input.userId}` },
        )
      ).id;
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customerId,
        items: [
          {
            price_data: {
              currency: input.currency,
              product: await this.product(purpose),
              unit_amount: input.monthlyAmount,
              recurring: { interval: 'month' },
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: input.userId, purpose },
        ...(input.promotion ? { discounts: [{ coupon: await this.coupon(input.promotion) }] } : {}),
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const invoice = subscription.latest_invoice;
    const clientSecret =
      typeof invoice === 'object' ? (invoice?.confirmation_secret?.client_secret ?? '') : '';
    return {
      subscriptionId: subscription.id,
      customerId,
      paymentIntentId: intentIdOf(clientSecret),
      clientSecret,
    };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionState> {
    return subscriptionStateOf(await this.stripe.subscriptions.retrieve(id));
  }

  async cancelSubscription(id: string): Promise<SubscriptionState> {
    return subscriptionStateOf(await this.stripe.subscriptions.cancel(id));
  }

  async cancelSubscriptionAtPeriodEnd(id: string): Promise<SubscriptionState> {
    return subscriptionStateOf(
      await this.stripe.subscriptions.update(id, { cancel_at_period_end: true }),
    );
  }

  /** Stripe Checkout in subscription mode: the provider pays on Stripe's page and comes back. */
  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              product: await this.product('provider'),
              unit_amount: input.monthlyAmount,
              recurring: { interval: 'month' },
            },
          },
        ],
        ...(input.promotion ? { discounts: [{ coupon: await this.coupon(input.promotion) }] } : {}),
        metadata: { userId: input.userId, purpose: 'provider' },
        subscription_data: { metadata: { userId: input.userId, purpose: 'provider' } },
        success_url: `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: session.id, url: session.url ?? '' };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutState> {
    return checkoutStateOf(await this.stripe.checkout.sessions.retrieve(id));
  }

  async createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id, status: refund.status ?? 'pending' };
  }

  /** An Express account (Stripe hosts its onboarding and dashboard) that can receive transfers. */
  async createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccountState> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: input.userId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return accountStateOf(account);
  }

  async retrieveConnectedAccount(id: string): Promise<ConnectedAccountState> {
    return accountStateOf(await this.stripe.accounts.retrieve(id));
  }

  async createAccountLink(input: CreateAccountLinkInput): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url };
  }

  async createTransfer(input: CreateTransferInput): Promise<{ id: string }> {
    if (!input.destination) throw new Error('A Stripe transfer needs a connected account.');
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amount,
        currency: input.currency,
        destination: input.destination,
        transfer_group: input.transferGroup,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: transfer.id };
  }

  /** A percent-off coupon for one of our promotion codes, made once with a fixed id. */
  private async coupon(promotion: { code: string; percentOff: number }): Promise<string> {
    const couponId = `boatcare_${promotion.code.toLowerCase()}_${promotion.percentOff}`;
    try {
      return (await this.stripe.coupons.retrieve(couponId)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404)
        throw error;
      const coupon = await this.stripe.coupons.create(
        {
          id: couponId,
          percent_off: promotion.percentOff,
          duration: 'forever',
          name: promotion.code,
        },
        { idempotencyKey: `coupon:${couponId}` },
      );
      return coupon.id;
    }
  }

  /** The product of a purpose, made once with a fixed id so every price hangs on the same one. */
  private product(purpose: 'vip' | 'provider'): Promise<string> {
    const productId = purpose === 'vip' ? VIP_PRODUCT_ID : PROVIDER_PRODUCT_ID;
    const name = purpose === 'vip' ? 'BoatCare VIP membership' : 'BoatCare provider subscription';
    const known = this.products.get(productId);
    if (known) return known;
    const ready = this.stripe.products.retrieve(productId).then(
      (product) => product.id,
      async (error: unknown) => {
        if (
          !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
          error.statusCode !== 404
        ) {
          this.products.delete(productId);
          throw error;
        }
        const product = await this.stripe.products.create(
          { id: productId, name },
          { idempotencyKey: `product:${productId}` },
        );
        return product.id;
      },
    );
    this.products.set(productId, ready);
    return ready;
  }
}
