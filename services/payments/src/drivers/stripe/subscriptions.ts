import type Stripe from 'stripe';
import type {
  CreatedCheckout,
  CreateCheckoutInput,
  CreatedSubscription,
  CreateSubscriptionInput,
} from '../driver.ts';
import type { StripeCatalog } from './catalog.ts';
import { intentIdOf } from './states.ts';

/** Subscriptions (VIP, provider) and Checkout in subscription mode. */

/**
 * A subscription left incomplete until its first invoice is paid: the invoice's payment intent
 * is confirmed with the same card form as job payments (Stripe's "subscription intent" flow).
 */
export async function createSubscription(
  stripe: Stripe,
  catalog: StripeCatalog,
  input: CreateSubscriptionInput,
): Promise<CreatedSubscription> {
  const purpose = input.purpose ?? 'vip';
  const customerId =
    input.customerId ??
    (
      await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: `${purpose}-customer:${input.userId}` },
      )
    ).id;
  const subscription = await stripe.subscriptions.create(
    {
      customer: customerId,
      items: [
        {
          price_data: {
            currency: input.currency,
            product: await catalog.product(purpose),
            unit_amount: input.monthlyAmount,
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: input.userId, purpose },
      ...(input.promotion
        ? { discounts: [{ coupon: await catalog.coupon(input.promotion) }] }
        : {}),
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

/** Stripe Checkout in subscription mode: the provider pays on Stripe's page and comes back. */
export async function createCheckoutSession(
  stripe: Stripe,
  catalog: StripeCatalog,
  input: CreateCheckoutInput,
): Promise<CreatedCheckout> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      client_reference_id: input.userId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency,
            product: await catalog.product('provider'),
            unit_amount: input.monthlyAmount,
            recurring: { interval: 'month' },
          },
        },
      ],
      ...(input.promotion
        ? { discounts: [{ coupon: await catalog.coupon(input.promotion) }] }
        : {}),
      metadata: { userId: input.userId, purpose: 'provider' },
      subscription_data: { metadata: { userId: input.userId, purpose: 'provider' } },
      success_url: `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: input.cancelUrl,
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: session.id, url: session.url ?? '' };
}
