import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  bidderConfirmResponse,
  bidderPaymentStatus,
  bidderSubscriptionChange,
  checkoutSessionParams,
  createBidderSubscriptionBody,
  createBidderSubscriptionResponse,
  createSubscriptionSessionBody,
  createSubscriptionSessionResponse,
  gateFeeResponse,
  paymentIntentParams,
  verifySessionResponse,
} from '@boatcare/shared-domain';
import type { PaymentsContext } from '../../context.ts';
import {
  cancelProviderSubscription,
  confirmBidderPayment,
  paymentStatusOf,
  startCheckout,
  startGateFee,
  startSubscription,
  verifyCheckout,
} from '../../domain/bidder-payments.ts';
import { bidderErrors } from './errors.ts';
import { bidderTestModeRoutes } from './test-mode.ts';

const providers = { roles: [UserType.Provider] };

/**
 * /bidder-payments: the provider's one-time gate fee and monthly subscription (card form or
 * hosted checkout). Every amount comes from the pricing configuration; a client's is ignored.
 */
export const bidderPaymentsRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (
  app,
  { settings, driver },
) => {
  const context: PaymentsContext = { settings, driver };

  app.get(
    '/status',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: "The plan (subscription and gate fee), the caller's subscription and flags",
        response: { 200: bidderPaymentStatus, ...bidderErrors },
      },
    },
    async (request) => paymentStatusOf(context, callerOf(request).userId),
  );

  app.post(
    '/create-subscription',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: "Start the monthly subscription; the card form pays the first month's invoice",
        body: createBidderSubscriptionBody,
        response: { 200: createBidderSubscriptionResponse, ...bidderErrors },
      },
    },
    async (request) => startSubscription(context, callerOf(request).userId, request.body.promoCode),
  );

  app.post(
    '/create-subscription-session',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: 'Start the monthly subscription on a hosted checkout page; answers its URL',
        body: createSubscriptionSessionBody,
        response: { 200: createSubscriptionSessionResponse, ...bidderErrors },
      },
    },
    async (request) =>
      startCheckout(
        context,
        callerOf(request).userId,
        request.body?.lng ?? 'en',
        request.body?.promoCode,
      ),
  );

  app.get(
    '/verify-session/:session_id',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: "After the checkout page: the subscription's status (pending keeps checking)",
        params: checkoutSessionParams,
        response: { 200: verifySessionResponse, ...bidderErrors },
      },
    },
    async (request) => verifyCheckout(context, callerOf(request).userId, request.params.session_id),
  );

  app.post(
    '/gate-fee',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: 'Start the one-time gate fee; the card form pays it',
        response: { 200: gateFeeResponse, ...bidderErrors },
      },
    },
    async (request) => startGateFee(context, callerOf(request).userId),
  );

  app.put(
    '/:paymentIntentId/confirm',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: 'After the card form: ask the payment provider and apply the gate fee or month',
        params: paymentIntentParams,
        response: { 200: bidderConfirmResponse, ...bidderErrors },
      },
    },
    async (request) =>
      confirmBidderPayment(
        context,
        callerOf(request).userId,
        request.params.paymentIntentId,
        request.log,
      ),
  );

  app.delete(
    '/subscription',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: 'Cancel the subscription at the end of the paid month',
        response: { 200: bidderSubscriptionChange, ...bidderErrors },
      },
    },
    async (request) => cancelProviderSubscription(context, callerOf(request).userId),
  );

  await app.register(bidderTestModeRoutes, { ...context, prefix: '/test-mode' });
};
