import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { paymentsConfig, type PaymentsConfig } from '@boatcare/shared-domain';

/** /payments: for now the public configuration the card form starts from. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ driver: PaymentsConfig }> = async (
  app,
  { driver },
) => {
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'Which payment driver runs, and the publishable key for the card form',
        response: { 200: paymentsConfig },
      },
    },
    async () => driver,
  );
};
