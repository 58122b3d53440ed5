import Stripe from 'stripe';
import { route, HttpError, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { webhooks } from '@boatcare/shared-domain/endpoints';
import { z } from 'zod';
import type { PaymentEvent } from '../../drivers/index.ts';
import type { PaymentDriver } from '../../drivers/index.ts';
import {
  accountStateOf,
  checkoutStateOf,
  intentStateOf,
  subscriptionStateOf,
} from '../../drivers/stripe/states.ts';
import { handleEvent } from '../../domain/settle.ts';

/** Stripe's events that move an order or a membership, in our terms; others are acknowledged. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.canceled':
      return { id: event.id, kind: 'intent', intent: intentStateOf(event.data.object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        kind: 'subscription',
        subscription: subscriptionStateOf(event.data.object),
      };
    case 'account.updated':
      return { id: event.id, kind: 'account', account: accountStateOf(event.data.object) };
    case 'checkout.session.completed':
      return { id: event.id, kind: 'checkout', session: checkoutStateOf(event.data.object) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      return subscriptionId ? { id: event.id, kind: 'subscription-ref', subscriptionId } : null;
    }
    default:
      return null;
  }
}

/** The subscription an invoice bills (where the API version keeps it). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  const details = invoice.parent?.subscription_details?.subscription ?? legacy;
  return typeof details === 'string' ? details : (details?.id ?? null);
}

/**
 * POST /webhooks/stripe: public, but every event must carry a valid Stripe signature over the
 * raw body (STRIPE_WEBHOOK_SECRET). Each event id is handled once; a replay answers 200 and
 * changes nothing. Keeps orders and memberships right when the browser never comes back.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  webhookSecret: string | null;
  driver?: PaymentDriver;
}> = async (app, { webhookSecret, driver }) => {
  // The signature is over the exact bytes Stripe sent: keep the body raw in this plugin.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  route(app, webhooks.stripe, {
    headers: z.object({ 'stripe-signature': z.string().optional() }),
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      // Without a secret this platform takes no webhooks: as if the route were not there.
      if (!webhookSecret) throw new HttpError(404, 'payments.webhookNotConfigured');
      if (!signature || !Buffer.isBuffer(request.body))
        throw new HttpError(400, 'payments.webhookSignature');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new HttpError(400, 'payments.webhookSignature');
      }
      const paymentEvent = paymentEventOf(event);
      if (!paymentEvent) return { received: true as const, duplicate: false };
      const outcome = await handleEvent(paymentEvent, request.log, driver);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  });
};
