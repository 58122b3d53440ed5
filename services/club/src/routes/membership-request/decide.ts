import {
  route,
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { membership } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import { decideMembershipRequest } from '../../repositories/membership-requests.ts';
import { tellMemberOfDecision } from '../../repositories/membership-events.ts';

export const decideRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, membership.decide, {
    handler: async (request) => {
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
      await tellMemberOfDecision(decision.request, request.log);
      return { message: englishMessage('membership.updated'), data: decision.request };
    },
  });
};
