import {
  route,
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { membership } from '@boatcare/shared-domain/endpoints';
import { ClubModel } from '@boatcare/server-kit/models';
import { askToJoin } from '../../repositories/membership-changes.ts';
import { tellClubOfRequest } from '../../repositories/membership-events.ts';

export const createRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, membership.create, {
    handler: async (request, reply) => {
      const { clubId } = request.body;
      if (!(await ClubModel.exists({ _id: clubId }))) throw notFound('club.notFound');
      const joined = await askToJoin(callerOf(request).userId, clubId, new Date());
      if (joined.outcome === 'duplicate') throw conflict('membership.duplicate');
      if (joined.outcome === 'retry-later') throw conflict('myClub.retryLater');
      await tellClubOfRequest(joined.request, request.log);
      return reply
        .code(201)
        .send({ message: englishMessage('membership.sent'), data: joined.request });
    },
  });
};
