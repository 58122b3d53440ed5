import {
  route,
  conflict,
  hashPassword,
  isDuplicateKey,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { auth } from '@boatcare/shared-domain/endpoints';
import { UserModel } from '@boatcare/server-kit/models';
import { toSessionUser } from '../../repositories/users.ts';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, auth.register, {
    handler: async (request, reply) => {
      const { password, role: _role, ...fields } = request.body;
      try {
        const user = await UserModel.create({
          ...fields,
          password_hash: await hashPassword(password),
          // Registering signs the account in: its first sign-in.
          last_login_at: new Date(),
        });
        const session = toSessionUser(user.toObject());
        const access_token = app.signToken({ ...session, token_version: user.token_version });
        return reply.code(201).send({ access_token, user: session, first_sign_in: true });
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict('auth.emailTaken');
        throw error;
      }
    },
  });
};
