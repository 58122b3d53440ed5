import { route, conflict, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { club } from '@boatcare/shared-domain/endpoints';
import { registerClub } from '../../repositories/clubs.ts';
import { isDuplicateKey } from '../../repositories/mongo.ts';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, club.register, {
    handler: async (request, reply) => {
      try {
        const data = await registerClub(request.body);
        return reply.code(201).send({ message: englishMessage('club.registered'), data });
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict('auth.emailTaken');
        throw error;
      }
    },
  });
};
