import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { admin } from '@boatcare/shared-domain/endpoints';
import { listAudit } from '../../repositories/audit.ts';

/** GET /super/audit: who changed which content or setting, and when; newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, admin.audit, {
    handler: async (request) => ({ data: await listAudit(request.query.limit) }),
  });
};
