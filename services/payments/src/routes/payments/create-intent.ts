import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { payments } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../context.ts';
import { createJobIntent } from '../../domain/job-payment.ts';

/** POST /payments/create-intent: the owner starts paying an order; the server sets the amount. */
export const createIntentRoute: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  route(app, payments.createIntent, {
    handler: async (request) =>
      createJobIntent(context, callerOf(request).userId, request.body.jobId, request.log),
  });
};
