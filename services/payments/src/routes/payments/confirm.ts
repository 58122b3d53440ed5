import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { payments } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../context.ts';
import { confirmJobIntent } from '../../domain/job-payment.ts';

/** PUT /payments/{paymentIntentId}/confirm: the provider's real status, applied to the order. */
export const confirmRoute: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  route(app, payments.confirm, {
    handler: async (request) =>
      confirmJobIntent(
        context,
        callerOf(request).userId,
        request.params.paymentIntentId,
        request.log,
      ),
  });
};
