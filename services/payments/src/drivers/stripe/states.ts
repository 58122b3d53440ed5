import type Stripe from 'stripe';
import type { IntentStatus } from '@boatcare/shared-domain/schemas/payments';
import {
  isActiveSubscription,
  type CheckoutState,
  type ConnectedAccountState,
  type IntentState,
  type SubscriptionState,
} from '../driver.ts';

/** Stripe's objects (answers and webhook events) in the driver's words. */

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
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
