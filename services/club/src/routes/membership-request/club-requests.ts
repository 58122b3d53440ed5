import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { membership } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { requestsToClub } from '../../repositories/membership-requests.ts';

export const clubRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, membership.clubRequests, {
    handler: async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      return { data: await requestsToClub(club._id) };
    },
  });
};
