import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, errorResponse, membershipRequestList } from '@boatcare/shared-domain';
import { requestsOfUser } from '../../repositories/membership-requests.ts';

export const userRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-requests',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['membership'],
        summary: "The caller's own membership requests, newest first",
        response: { 200: membershipRequestList, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: await requestsOfUser(callerOf(request).userId) }),
  );
};
