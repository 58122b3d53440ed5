import { route, callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { bids } from '@boatcare/shared-domain/endpoints';
import { placeBid } from '../../repositories/bids.ts';
import { notifyBidChanged, notifyBidReceived } from '../../repositories/bid-notifications.ts';

/** POST /bids: a provider's offer; a second offer on the same request updates the first. */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bids.place, {
    handler: async (request, reply) => {
      const { created, changed, ...data } = await placeBid(callerOf(request).userId, request.body);
      if (created) await notifyBidReceived(data.id, request.log);
      if (changed) await notifyBidChanged(data.id, request.log);
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        message: englishMessage(created ? 'bids.saved' : 'bids.updated'),
        data,
      });
    },
  });
};
