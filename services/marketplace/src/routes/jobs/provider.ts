import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobs } from '@boatcare/shared-domain/endpoints';
import { calendarMonth } from '../../repositories/calendar.ts';
import { listOrders } from '../../repositories/jobs.ts';

/**
 * GET /jobs/my-jobs and /jobs/calendar: the provider's orders as a list and by month. Static
 * paths, so they are matched before /jobs/:id.
 */
export const providerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, jobs.myJobs, {
    handler: async (request) => listOrders(callerOf(request), request.query),
  });

  route(app, jobs.calendar, {
    handler: async (request) => ({
      success: true as const,
      message: 'OK',
      data: await calendarMonth(callerOf(request).userId, request.query),
    }),
  });
};
