import { randomUUID } from 'node:crypto';
import {
  route,
  createLimit,
  HttpError,
  hashPassword,
  verifyPassword,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { auth } from '@boatcare/shared-domain/endpoints';
import { findUserByEmail, recordSignIn, toSessionUser } from '../../repositories/users.ts';
import { byAddress } from './limits.ts';

// A real hash of a random password, so an unknown email costs as much time as a known one.
const DUMMY_HASH = await hashPassword(randomUUID());

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per IP every attempt counts (the declaration's limit). Per address failed attempts count,
  // so guessing one account's password from many IPs is stopped, while its owner's sign-ins are not.
  const perAddress = createLimit(app, {
    max: 10,
    timeWindow: '15 minutes',
    key: byAddress,
    code: 'auth.rateLimit.loginAccount',
  });

  route(app, auth.login, {
    preHandler: async (request, reply) => perAddress.check(request, reply),
    handler: async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(email);
      const valid = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
      if (!user || !valid || user.status === 'inactive') {
        await perAddress.count(request);
        throw new HttpError(401, 'auth.invalidCredentials');
      }
      const session = toSessionUser(user);
      const first_sign_in = await recordSignIn(user._id);
      return {
        access_token: app.signToken({ ...session, token_version: user.token_version }),
        user: session,
        first_sign_in,
      };
    },
  });
};
