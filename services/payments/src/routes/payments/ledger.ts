import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, errorResponse, ledgerQuery, ledgerResponse } from '@boatcare/shared-domain';
import { ledgerPage } from '../../repositories/ledger-view.ts';

/** GET /payments/ledger (admins): every money movement, filtered, with totals that reconcile. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ledger',
    {
      config: { roles: [UserType.Admin] },
      schema: {
        tags: ['payouts'],
        summary: 'The ledger: entries (newest first) and the totals of the filter',
        querystring: ledgerQuery,
        response: {
          200: ledgerResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ledgerPage(request.query),
  );
};
