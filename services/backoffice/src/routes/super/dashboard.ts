import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  adminDashboard,
  adminPaymentList,
  adminPaymentQuery,
  adminRequestList,
  adminRequestQuery,
  errorResponse,
} from '@boatcare/shared-domain';
import { adminDashboardFigures, listPayments } from '../../repositories/admin-dashboard.ts';
import { listRequests } from '../../repositories/job-posts.ts';
import { adminOnly } from './admin.ts';

const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The admin dashboard: its four figures and its Requests and Payments tabs. */
export const superDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Total users, open requests, revenue month to date (base minor units) and pending approvals, each with the previous period',
        response: { 200: adminDashboard, ...refusals },
      },
    },
    async () => adminDashboardFigures(),
  );

  app.get(
    '/list/requests',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Requests (job posts) by status, newest first',
        querystring: adminRequestQuery,
        response: { 200: adminRequestList, ...refusals },
      },
    },
    async (request) => listRequests(request.query),
  );

  app.get(
    '/list/payments',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Payments by state, newest first, with amount, fee and discount (minor units)',
        querystring: adminPaymentQuery,
        response: { 200: adminPaymentList, ...refusals },
      },
    },
    async (request) => listPayments(request.query),
  );
};
