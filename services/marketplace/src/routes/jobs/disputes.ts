import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobWork } from '@boatcare/shared-domain/endpoints';
import { listDisputes } from '../../repositories/disputes.ts';

/**
 * GET /jobs/disputes (admins): the disputed jobs with the owners' reasons. An admin reads one
 * with GET /jobs/{id}/work and decides it with POST /jobs/{id}/status.
 */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, jobWork.disputes, { handler: async (request) => listDisputes(request.query) });
};
