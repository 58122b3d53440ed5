import { route, callerOf, notFound, now, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { DEFAULT_SEASON_START_MONTH } from '@boatcare/shared-domain/clubs';
import { club } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { dashboardOfClub } from '../../repositories/membership-changes.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, club.dashboard, {
    handler: async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      const seasonStartMonth = club.seasonStartMonth ?? DEFAULT_SEASON_START_MONTH;
      return { data: await dashboardOfClub(club._id, seasonStartMonth, now()) };
    },
  });
};
