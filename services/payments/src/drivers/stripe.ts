import Stripe from 'stripe';
import type { IntentStatus } from '@boatcare/shared-domain';
import type { StripeSettings } from '../stripe-config.ts';
import {
  isActiveSubscription,
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
  };
}

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
  private productReady: Promise<string> | null = null;

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

  /**
   * A subscription left incomplete until its first invoice is paid: the invoice's payment intent
   * is confirmed with the same card form as job payments (Stripe's "subscription intent" flow).
   */
  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { email: input.email, name: input.name, metadata: { userId: input.userId } },
          { idempotencyKey: `vip-customer:${input.userId}` },
        )
      ).id;
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customerId,
        items: [
          {
            price_data: {
              currency: input.currency,
              product: await this.vipProduct(),
              unit_amount: input.monthlyAmount,
              recurring: { interval: 'month' },
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: input.userId, purpose: 'vip' },
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

  /** The VIP product, made once with a fixed id so every price hangs on the same product. */
  private vipProduct(): Promise<string> {
    this.productReady ??= this.stripe.products.retrieve(VIP_PRODUCT_ID).then(
      (product) => product.id,
      async (error: unknown) => {
        if (
          !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
          error.statusCode !== 404
        ) {
          this.productReady = null;
          throw error;
        }
        const product = await this.stripe.products.create(
          { id: VIP_PRODUCT_ID, name: 'BoatCare VIP membership' },
          { idempotencyKey: `product:${VIP_PRODUCT_ID}` },
        );
        return product.id;
      },
    );
    return this.productReady;
  }
}
