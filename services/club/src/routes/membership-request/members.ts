import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { membership } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { membersOfClub } from '../../repositories/membership-changes.ts';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, membership.clubMembers, {
    handler: async (request) => {
      const club = await findClubOfUser(callerOf(request).userId);
      if (!club) throw notFound('club.notFound');
      const { page, limit } = request.query;
      const { data, total } = await membersOfClub(club._id, request.query);
      return { data, meta: { total, page, limit } };
    },
  });
};
