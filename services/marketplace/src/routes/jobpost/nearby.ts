import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, errorResponse, nearbyQuery, nearbyResponse } from '@boatcare/shared-domain';
import { myBidJobs, nearbyJobs } from '../../repositories/nearby.ts';

const schemaOf = (summary: string) => ({
  tags: ['job posts'],
  summary,
  querystring: nearbyQuery,
  response: {
    200: nearbyResponse,
    400: errorResponse,
    401: errorResponse,
    403: errorResponse,
  },
});

/** GET /jobpost/nearby and /jobpost/my-bids: the provider's two jobs lists. */
export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nearby',
    {
      config: { roles: [UserType.Provider] },
      schema: schemaOf(
        'Open requests within the radius (default: the bidder profile address and range), nearest first, paged',
      ),
    },
    async (request) => nearbyJobs(callerOf(request).userId, request.query),
  );

  app.get(
    '/my-bids',
    {
      config: { roles: [UserType.Provider] },
      schema: schemaOf(
        "Requests the provider has bid on, latest bid first, with each bid's status; same filters",
      ),
    },
    async (request) => myBidJobs(callerOf(request).userId, request.query),
  );
};
