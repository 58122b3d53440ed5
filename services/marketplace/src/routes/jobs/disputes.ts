import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  disputeListQuery,
  disputeListResponse,
  errorResponse,
} from '@boatcare/shared-domain';
import { listDisputes } from '../../repositories/disputes.ts';

/**
 * GET /jobs/disputes (admins): the disputed jobs with the owners' reasons. An admin reads one
 * with GET /jobs/{id}/work and decides it with POST /jobs/{id}/status.
 */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/disputes',
    {
      config: { roles: [UserType.Admin] },
      schema: {
        tags: ['orders'],
        summary: 'Disputed jobs, open (still disputed) or decided, newest dispute first (admins)',
        querystring: disputeListQuery,
        response: {
          200: disputeListResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => listDisputes(request.query),
  );
};
