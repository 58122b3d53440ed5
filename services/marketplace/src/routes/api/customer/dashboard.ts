import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { dashboards } from '@boatcare/shared-domain/endpoints';
import { customerDashboardFor } from '../../../repositories/dashboards.ts';

export const customerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dashboards.customer, {
    handler: async (request) => ({ data: await customerDashboardFor(callerOf(request).userId) }),
  });
};
