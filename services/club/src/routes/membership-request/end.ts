import {
  route,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserType } from '@boatcare/shared-domain/core';
import { membership } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { endMembership } from '../../repositories/membership-changes.ts';

export const endRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, membership.end, {
    handler: async (request) => {
      const { userId, userType } = callerOf(request);
      if (userType === UserType.Customer) {
        if (!(await endMembership(request.params.id, { user: userId }))) {
          throw notFound('membership.notFound');
        }
        return { message: englishMessage('myClub.left') };
      }
      const club = await findClubOfUser(userId);
      if (!club || !(await endMembership(request.params.id, { club: club._id }))) {
        throw notFound('membership.notFound');
      }
      return { message: englishMessage('clubDashboard.removed') };
    },
  });
};
