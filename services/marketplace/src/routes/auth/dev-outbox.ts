import {
  HttpError,
  isLoopbackRequest,
  readOutbox,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { errorResponse, outboxList, outboxQuery } from '@boatcare/shared-domain';

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
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      onRequest: async (request) => {
        if (!isLoopbackRequest(request)) throw new HttpError(404, 'errors.routeNotFound');
      },
      schema: {
        tags: ['auth'],
        summary: 'Development only: read the local email outbox',
        querystring: outboxQuery,
        response: { 200: outboxList, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({ data: await readOutbox(outboxDir, { to: request.query.to }) }),
  );
};
