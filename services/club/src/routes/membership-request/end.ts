import {
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  idParams,
  membershipEndedResponse,
} from '@boatcare/shared-domain';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { endMembership } from '../../repositories/membership-changes.ts';

export const endRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      config: { roles: [UserType.Customer, UserType.Club] },
      schema: {
        tags: ['membership'],
        summary:
          'A member leaves (or withdraws a pending request); a club removes an accepted member',
        params: idParams,
        response: {
          200: membershipEndedResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
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
  );
};
