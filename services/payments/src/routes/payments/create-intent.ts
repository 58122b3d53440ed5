import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  createIntentBody,
  createIntentResponse,
  errorResponse,
} from '@boatcare/shared-domain';
import type { PaymentsContext } from '../../context.ts';
import { createJobIntent } from '../../domain/job-payment.ts';

/** POST /payments/create-intent: the owner starts paying an order; the server sets the amount. */
export const createIntentRoute: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  app.post(
    '/create-intent',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['payments'],
        summary: "Create the payment intent of one of the caller's orders (amounts computed here)",
        body: createIntentBody,
        response: {
          200: createIntentResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) =>
      createJobIntent(context, callerOf(request).userId, request.body.jobId, request.log),
  );
};
