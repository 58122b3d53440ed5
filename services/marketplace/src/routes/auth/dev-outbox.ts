import { readOutbox, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { outboxList, outboxQuery } from '@boatcare/shared-domain';

/**
 * GET /auth/dev/outbox?to=<email>: what the local outbox holds, newest first, so a developer
 * and the end-to-end tests can open the emails. Registered only outside production and only
 * while emails go to the outbox (no SMTP_URL).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Development only: read the local email outbox',
        querystring: outboxQuery,
        response: { 200: outboxList },
      },
    },
    async (request) => ({ data: await readOutbox(outboxDir, { to: request.query.to }) }),
  );
};
