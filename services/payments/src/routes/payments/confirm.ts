import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  confirmPaymentResponse,
  errorResponse,
  paymentIntentParams,
} from '@boatcare/shared-domain';
import type { PaymentsContext } from '../../context.ts';
import { confirmJobIntent } from '../../domain/job-payment.ts';

/** PUT /payments/{paymentIntentId}/confirm: the provider's real status, applied to the order. */
export const confirmRoute: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  app.put(
    '/:paymentIntentId/confirm',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['payments'],
        summary:
          'Ask the payment provider how a payment went and mark the order paid only if it succeeded',
        params: paymentIntentParams,
        response: {
          200: confirmPaymentResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) =>
      confirmJobIntent(
        context,
        callerOf(request).userId,
        request.params.paymentIntentId,
        request.log,
      ),
  );
};
