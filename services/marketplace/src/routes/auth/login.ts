import { randomUUID } from 'node:crypto';
import {
  HttpError,
  hashPassword,
  verifyPassword,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { errorResponse, loginBody, loginResponse } from '@boatcare/shared-domain';
import { findUserByEmail, toSessionUser } from '../../repositories/users.ts';

// A real hash of a random password, so an unknown email costs as much time as a known one.
const DUMMY_HASH = await hashPassword(randomUUID());

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        public: true,
        // Per IP and per address: guessing one account from many IPs is slowed too.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const email = (request.body as { email?: unknown } | undefined)?.email;
            return `${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
          },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBody,
        response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(email);
      const valid = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
      if (!user || !valid || user.status === 'inactive') {
        throw new HttpError(401, 'auth.invalidCredentials');
      }
      const session = toSessionUser(user);
      return {
        access_token: app.signToken({ ...session, token_version: user.token_version }),
        user: session,
      };
    },
  );
};
