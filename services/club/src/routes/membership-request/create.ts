import {
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { ClubModel } from '@boatcare/server-kit/models';
import {
  UserType,
  errorResponse,
  membershipRequestBody,
  membershipRequestResponse,
} from '@boatcare/shared-domain';
import { askToJoin } from '../../repositories/membership-changes.ts';

export const createRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['membership'],
        summary:
          'Ask to join a club (one request per member and club; starts pending; again 7 days after a denial)',
        body: membershipRequestBody,
        response: {
          201: membershipRequestResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { clubId } = request.body;
      if (!(await ClubModel.exists({ _id: clubId }))) throw notFound('club.notFound');
      const joined = await askToJoin(callerOf(request).userId, clubId, new Date());
      if (joined.outcome === 'duplicate') throw conflict('membership.duplicate');
      if (joined.outcome === 'retry-later') throw conflict('myClub.retryLater');
      return reply
        .code(201)
        .send({ message: englishMessage('membership.sent'), data: joined.request });
    },
  );
};
