import Stripe from 'stripe';
import type { StripeSettings } from '../stripe-config.ts';
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
  SubscriptionState,
} from './driver.ts';
import { StripeCatalog } from './stripe/catalog.ts';
import * as connect from './stripe/connect.ts';
import * as intents from './stripe/intents.ts';
import { accountStateOf, checkoutStateOf, subscriptionStateOf } from './stripe/states.ts';
import * as subscriptions from './stripe/subscriptions.ts';

/** The Stripe client, pointed at another API origin (stripe-mock) when settings say so. */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiBase ?? {}),
  });
}

/**
 * Stripe: PaymentIntents for job payments, Subscriptions for VIP, idempotency keys on every
 * create. One file per Stripe concept under stripe/.
 */
export class StripeDriver implements PaymentDriver {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly catalog: StripeCatalog;

  constructor(settings: StripeSettings) {
    this.stripe = stripeClient(settings);
    this.catalog = new StripeCatalog(this.stripe);
  }

  createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    return intents.createIntent(this.stripe, input);
  }

  retrieveIntent(id: string): Promise<IntentState> {
    return intents.retrieveIntent(this.stripe, id);
  }

  cancelIntent(id: string): Promise<IntentState> {
    return intents.cancelIntent(this.stripe, id);
  }

  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return subscriptions.createSubscription(this.stripe, this.catalog, input);
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

  createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    return subscriptions.createCheckoutSession(this.stripe, this.catalog, input);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutState> {
    return checkoutStateOf(await this.stripe.checkout.sessions.retrieve(id));
  }

  createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
    return connect.createRefund(this.stripe, input);
  }

  createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccountState> {
    return connect.createConnectedAccount(this.stripe, input);
  }

  async retrieveConnectedAccount(id: string): Promise<ConnectedAccountState> {
    return accountStateOf(await this.stripe.accounts.retrieve(id));
  }

  createAccountLink(input: CreateAccountLinkInput): Promise<{ url: string }> {
    return connect.createAccountLink(this.stripe, input);
  }

  createTransfer(input: CreateTransferInput): Promise<{ id: string }> {
    return connect.createTransfer(this.stripe, input);
  }
}
