import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { payments } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../context.ts';
import { createSeasonIntent } from '../../domain/season-payment.ts';

/** POST /payments/season-intent: the owner pays a care plan's season in advance, in one payment. */
export const seasonIntentRoute: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  route(app, payments.seasonIntent, {
    handler: async (request) =>
      createSeasonIntent(context, callerOf(request).userId, request.body.planId, request.log),
  });
};
