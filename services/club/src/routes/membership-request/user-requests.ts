import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { membership } from '@boatcare/shared-domain/endpoints';
import { requestsOfUser } from '../../repositories/membership-requests.ts';

export const userRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, membership.userRequests, {
    handler: async (request) => ({ data: await requestsOfUser(callerOf(request).userId) }),
  });
};
