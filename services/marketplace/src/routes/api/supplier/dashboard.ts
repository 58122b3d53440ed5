import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { dashboards } from '@boatcare/shared-domain/endpoints';
import { supplierDashboardFor } from '../../../repositories/dashboards.ts';

export const supplierDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dashboards.supplier, {
    handler: async (request) => ({ data: await supplierDashboardFor(callerOf(request).userId) }),
  });
};
