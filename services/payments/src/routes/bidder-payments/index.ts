import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { bidderPayments } from '@boatcare/shared-domain/endpoints';
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
import { bidderTestModeRoutes } from './test-mode.ts';

/**
 * /bidder-payments: the provider's one-time gate fee and monthly subscription (card form or
 * hosted checkout). Every amount comes from the pricing configuration; a client's is ignored.
 */
export const bidderPaymentsRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (
  app,
  { settings, driver },
) => {
  const context: PaymentsContext = { settings, driver };

  route(app, bidderPayments.status, {
    handler: async (request) => paymentStatusOf(context, callerOf(request).userId),
  });

  route(app, bidderPayments.createSubscription, {
    handler: async (request) =>
      startSubscription(context, callerOf(request).userId, request.body?.promoCode),
  });

  route(app, bidderPayments.createSubscriptionSession, {
    handler: async (request) =>
      startCheckout(
        context,
        callerOf(request).userId,
        request.body?.lng ?? 'en',
        request.body?.promoCode,
      ),
  });

  route(app, bidderPayments.verifySession, {
    handler: async (request) =>
      verifyCheckout(context, callerOf(request).userId, request.params.session_id),
  });

  route(app, bidderPayments.gateFee, {
    handler: async (request) => startGateFee(context, callerOf(request).userId),
  });

  route(app, bidderPayments.confirm, {
    handler: async (request) =>
      confirmBidderPayment(
        context,
        callerOf(request).userId,
        request.params.paymentIntentId,
        request.log,
      ),
  });

  route(app, bidderPayments.cancelSubscription, {
    handler: async (request) => cancelProviderSubscription(context, callerOf(request).userId),
  });

  await app.register(bidderTestModeRoutes, { ...context });
};
