import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { auditList, auditQuery, errorResponse } from '@boatcare/shared-domain';
import { listAudit } from '../../repositories/audit.ts';
import { adminOnly } from './admin.ts';

/** GET /super/audit: who changed which content or setting, and when; newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: adminOnly,
      schema: {
        tags: ['audit'],
        summary: "The admins' changes to content and settings, newest first",
        querystring: auditQuery,
        response: { 200: auditList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: await listAudit(request.query.limit) }),
  );
};
