import {
  route,
  HttpError,
  isLoopbackRequest,
  readOutbox,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { auth } from '@boatcare/shared-domain/endpoints';

/**
 * GET /auth/dev/outbox?to=<email>: what the local outbox holds, newest first, so a developer
 * and the end-to-end tests can open the emails. Registered only outside production and only
 * while emails go to the outbox (no SMTP_URL), and answered only to a caller on this machine:
 * from anywhere else (directly or through the gateway) it is a 404, as if absent, since the
 * outbox holds password reset links.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  route(app, auth.devOutbox, {
    onRequest: async (request) => {
      if (!isLoopbackRequest(request)) throw new HttpError(404, 'errors.routeNotFound');
    },
    handler: async (request) => ({ data: await readOutbox(outboxDir, { to: request.query.to }) }),
  });
};
