import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { club } from '@boatcare/shared-domain/endpoints';
import { searchClubs } from '../../repositories/clubs.ts';
import { statusesOfUserAt } from '../../repositories/membership-requests.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, club.search, {
    handler: async (request) => {
      const clubs = await searchClubs(request.query.q);
      const statuses = await statusesOfUserAt(
        callerOf(request).userId,
        clubs.map((club) => club.id),
      );
      return {
        data: clubs.map((club) => ({ ...club, membershipStatus: statuses.get(club.id) ?? null })),
      };
    },
  });
};
