import {
  conflict,
  hashPassword,
  isDuplicateKey,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import { errorResponse, loginResponse, registerBody } from '@boatcare/shared-domain';
import { toSessionUser } from '../../repositories/users.ts';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer or provider account and sign it in',
        body: registerBody,
        response: {
          201: loginResponse,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { password, role: _role, ...fields } = request.body;
      try {
        const user = await UserModel.create({
          ...fields,
          password_hash: await hashPassword(password),
        });
        const session = toSessionUser(user.toObject());
        const access_token = app.signToken({ ...session, token_version: user.token_version });
        return reply.code(201).send({ access_token, user: session });
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict('auth.emailTaken');
        throw error;
      }
    },
  );
};
