import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, clubMemberList, clubMembersQuery, errorResponse } from '@boatcare/shared-domain';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { membersOfClub } from '../../repositories/membership-changes.ts';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/club-members',
    {
      config: { roles: [UserType.Club] },
      schema: {
        tags: ['membership'],
        summary: "The caller's club's accepted members, searched by name or email, one page",
        querystring: clubMembersQuery,
        response: {
          200: clubMemberList,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      const { page, limit } = request.query;
      const { data, total } = await membersOfClub(club._id, request.query);
      return { data, meta: { total, page, limit } };
    },
  );
};
