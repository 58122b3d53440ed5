import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, customerDashboard, dataOf, errorResponse } from '@boatcare/shared-domain';
import { customerDashboardFor } from '../../../repositories/dashboards.ts';

export const customerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['dashboards'],
        summary: "The customer's dashboard figures, from their own requests and orders",
        response: { 200: dataOf(customerDashboard), 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: await customerDashboardFor(callerOf(request).userId) }),
  );
};
