import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  calendarQuery,
  calendarResponse,
  errorResponse,
  myJobsQuery,
  orderListResponse,
} from '@boatcare/shared-domain';
import { calendarMonth } from '../../repositories/calendar.ts';
import { listOrders } from '../../repositories/jobs.ts';

const provider = { roles: [UserType.Provider] } as const;

/**
 * GET /jobs/my-jobs and /jobs/calendar: the provider's orders as a list and by month. Static
 * paths, so they are matched before /jobs/:id.
 */
export const providerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-jobs',
    {
      config: provider,
      schema: {
        tags: ['orders'],
        summary: "The provider's orders, newest first, paged (the orders page asks for 50)",
        querystring: myJobsQuery,
        response: {
          200: orderListResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => listOrders(callerOf(request), request.query),
  );

  app.get(
    '/calendar',
    {
      config: provider,
      schema: {
        tags: ['orders'],
        summary: "The provider's orders starting in one month (UTC), earliest first",
        querystring: calendarQuery,
        response: {
          200: calendarResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await calendarMonth(callerOf(request).userId, request.query),
    }),
  );
};
