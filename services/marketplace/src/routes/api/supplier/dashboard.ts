import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, dataOf, errorResponse, supplierDashboard } from '@boatcare/shared-domain';
import { supplierDashboardFor } from '../../../repositories/dashboards.ts';

export const supplierDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { roles: [UserType.Provider] },
      schema: {
        tags: ['dashboards'],
        summary: "The provider's dashboard figures, from their own bids and jobs",
        response: { 200: dataOf(supplierDashboard), 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: await supplierDashboardFor(callerOf(request).userId) }),
  );
};
