import { callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, bidBody, bidSaved, errorResponse } from '@boatcare/shared-domain';
import { placeBid } from '../../repositories/bids.ts';
import { notifyBidReceived } from '../../repositories/bid-notifications.ts';

/** POST /bids: a provider's offer; a second offer on the same request updates the first. */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { roles: [UserType.Provider] },
      schema: {
        tags: ['bids'],
        summary:
          'Make or update an offer on an open request (needs an active subscription); amount in base cents',
        body: bidBody,
        response: {
          200: bidSaved,
          201: bidSaved,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { created, ...data } = await placeBid(callerOf(request).userId, request.body);
      if (created) await notifyBidReceived(data.id, request.log);
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        message: englishMessage(created ? 'bids.saved' : 'bids.updated'),
        data,
      });
    },
  );
};
