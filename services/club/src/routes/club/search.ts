import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  clubSearchQuery,
  clubSearchResponse,
  errorResponse,
} from '@boatcare/shared-domain';
import { searchClubs } from '../../repositories/clubs.ts';
import { statusesOfUserAt } from '../../repositories/membership-requests.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['club'],
        summary: 'Clubs whose name or location contains q, with the caller’s request status',
        querystring: clubSearchQuery,
        response: {
          200: clubSearchResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const clubs = await searchClubs(request.query.q);
      const statuses = await statusesOfUserAt(
        callerOf(request).userId,
        clubs.map((club) => club.id),
      );
      return {
        data: clubs.map((club) => ({ ...club, membershipStatus: statuses.get(club.id) ?? null })),
      };
    },
  );
};
