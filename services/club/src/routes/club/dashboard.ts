import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, clubDashboardResponse, errorResponse } from '@boatcare/shared-domain';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { dashboardOfClub } from '../../repositories/membership-changes.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { roles: [UserType.Club] },
      schema: {
        tags: ['club'],
        summary:
          "Counts of the caller's own club's members and requests, and members' activity in aggregate",
        response: {
          200: clubDashboardResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      return { data: await dashboardOfClub(club._id, new Date()) };
    },
  );
};
