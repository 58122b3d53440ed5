import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { club } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { dashboardOfClub } from '../../repositories/membership-changes.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, club.dashboard, {
    handler: async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      return { data: await dashboardOfClub(club._id, new Date()) };
    },
  });
};
