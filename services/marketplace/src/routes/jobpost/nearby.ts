import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { myBidJobs, nearbyJobs } from '../../repositories/nearby.ts';

/** GET /jobpost/nearby and /jobpost/my-bids: the provider's two jobs lists. */
export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.nearby, {
    handler: async (request) => nearbyJobs(callerOf(request).userId, request.query),
  });

  route(app, jobpost.myBids, {
    handler: async (request) => myBidJobs(callerOf(request).userId, request.query),
  });
};
