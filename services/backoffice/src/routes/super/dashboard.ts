import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { admin } from '@boatcare/shared-domain/endpoints';
import { listPayments } from '../../repositories/admin-dashboard.ts';
import { dashboardFigures } from '../../repositories/dashboard-snapshot.ts';
import { listRequests } from '../../repositories/job-posts.ts';

/** The admin dashboard: its four figures and its Requests and Payments tabs. */
export const superDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, admin.dashboard, {
    handler: async (request) =>
      dashboardFigures((error) => request.log.error({ err: error }, 'dashboard recount failed')),
  });

  route(app, admin.requests, {
    handler: async (request) => listRequests(request.query),
  });

  route(app, admin.payments, {
    handler: async (request) => listPayments(request.query),
  });
};
