import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { payments } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../context.ts';
import { TestModeDriver } from '../../drivers/index.ts';
import { confirmRoute } from './confirm.ts';
import { createIntentRoute } from './create-intent.ts';
import { ledgerRoutes } from './ledger.ts';
import { seasonIntentRoute } from './season-intent.ts';
import { payoutsRoutes } from './payouts.ts';
import { testModeRoutes } from './test-mode.ts';
import { vipRoutes } from './vip/index.ts';

/** /payments: configuration, job payments, the test-mode card endpoint and VIP membership. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (
  app,
  { settings, driver },
) => {
  // Only these two pass on: Fastify adds options of its own.
  const context: PaymentsContext = { settings, driver };
  route(app, payments.config, {
    handler: async () => context.settings.public,
  });
  await app.register(createIntentRoute, context);
  await app.register(seasonIntentRoute, context);
  await app.register(confirmRoute, context);
  await app.register(vipRoutes, { ...context });
  await app.register(payoutsRoutes, { ...context });
  await app.register(ledgerRoutes);
  if (context.driver instanceof TestModeDriver) {
    await app.register(testModeRoutes, { driver: context.driver });
  }
};
