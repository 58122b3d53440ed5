import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { admin } from '@boatcare/shared-domain/endpoints';
import { adminDashboardFigures, listPayments } from '../../repositories/admin-dashboard.ts';
import { listRequests } from '../../repositories/job-posts.ts';

/** The admin dashboard: its four figures and its Requests and Payments tabs. */
export const superDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, admin.dashboard, {
    handler: async () => adminDashboardFigures(),
  });

  route(app, admin.requests, {
    handler: async (request) => listRequests(request.query),
  });

  route(app, admin.payments, {
    handler: async (request) => listPayments(request.query),
  });
};
