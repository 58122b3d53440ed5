import {
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  idParams,
  membershipDecisionBody,
  membershipRequestResponse,
} from '@boatcare/shared-domain';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { decideMembershipRequest } from '../../repositories/membership-requests.ts';

export const decideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      config: { roles: [UserType.Club] },
      schema: {
        tags: ['membership'],
        summary: "Accept or deny a pending request to the caller's club (once)",
        params: idParams,
        body: membershipDecisionBody,
        response: {
          200: membershipRequestResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const club = await findClubOfUser(userId);
      if (!club) throw notFound('membership.notFound');
      const decision = await decideMembershipRequest(
        request.params.id,
        club._id,
        userId,
        request.body.status,
      );
      if (decision.outcome === 'not-found') throw notFound('membership.notFound');
      if (decision.outcome === 'already-decided') throw conflict('membership.alreadyDecided');
      return { message: englishMessage('membership.updated'), data: decision.request };
    },
  );
};
