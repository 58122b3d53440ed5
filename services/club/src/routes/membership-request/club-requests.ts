import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, errorResponse, membershipRequestList } from '@boatcare/shared-domain';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { requestsToClub } from '../../repositories/membership-requests.ts';

export const clubRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club-requests',
    {
      config: { roles: [UserType.Club] },
      schema: {
        tags: ['membership'],
        summary: "Requests to the caller's own club, newest first",
        response: {
          200: membershipRequestList,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      return { data: await requestsToClub(club._id) };
    },
  );
};
