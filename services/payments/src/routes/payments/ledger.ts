import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { payouts } from '@boatcare/shared-domain/endpoints';
import { ledgerPage } from '../../repositories/ledger-view.ts';

/** GET /payments/ledger (admins): every money movement, filtered, with totals that reconcile. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, payouts.ledger, {
    handler: async (request) => ledgerPage(request.query),
  });
};
