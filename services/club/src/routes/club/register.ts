import { conflict, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  clubProfile,
  clubRegisterBody,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import { registerClub } from '../../repositories/clubs.ts';
import { isDuplicateKey } from '../../repositories/mongo.ts';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['club'],
        summary: 'Register a club: its account (user_type 3) and its profile',
        body: clubRegisterBody,
        response: {
          201: messageResponse.extend({ data: clubProfile }),
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        const data = await registerClub(request.body);
        return reply.code(201).send({ message: englishMessage('club.registered'), data });
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict('auth.emailTaken');
        throw error;
      }
    },
  );
};
