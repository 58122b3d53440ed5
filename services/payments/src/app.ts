import { backfillCreatedDays, type ServiceDefinition } from '@boatcare/server-kit';
import { PaymentModel } from './models/payment.ts';
import { createDriver, TestModeDriver, type PaymentDriver } from './drivers/index.ts';
import { handleEvent } from './domain/settle.ts';
import { bidderPaymentsRoutes } from './routes/bidder-payments/index.ts';
import { paymentsRoutes } from './routes/payments/index.ts';
import { stripeWebhookRoutes } from './routes/webhooks/stripe.ts';
import {
  paymentsEnv,
  paymentsEnvWith,
  paymentsSettingsFrom,
  type PaymentsEnv,
} from './stripe-config.ts';
import { startMoneyWorker, type MoneyWorker } from './worker/money-worker.ts';

/**
 * The payments service: job payments, VIP membership, the ledger, payouts and refunds, and
 * Stripe webhooks. Its settings are part of its one configuration (`paymentsEnv`, the server
 * kit's environment extended), parsed once at start; `own` replaces the service's own variables
 * of the environment (tests), `options` hands tests the driver and the money worker.
 * Without STRIPE_SECRET_KEY the offline test-mode driver runs, and its events go through the
 * same handler as Stripe's webhooks.
 */
export function createPaymentsService(
  own?: Record<string, string | undefined>,
  options: {
    driver?: PaymentDriver | TestModeDriver;
    onWorker?: (worker: MoneyWorker) => void;
  } = {},
): ServiceDefinition<PaymentsEnv> {
  return {
    name: 'payments',
    description:
      'Job payments, VIP membership, provider subscription and gate fee, the ledger, payouts (Stripe Connect) and refunds, Stripe webhooks.',
    env: own ? paymentsEnvWith(own) : paymentsEnv,
    routes: async (app, { config }) => {
      const dated = await backfillCreatedDays(PaymentModel, 'migration:payment-created-days');
      if (dated > 0) app.log.info({ dated }, 'payments given their creation day');
      const settings = paymentsSettingsFrom(config);
      const driver = options.driver ?? createDriver(settings);
      if (driver instanceof TestModeDriver) {
        app.log.warn(
          'payments run in TEST MODE: no money moves (set STRIPE_SECRET_KEY for Stripe)',
        );
        driver.onEvent(async (event) => {
          await handleEvent(event, app.log, driver);
        });
      }
      // The money worker: releases, payouts and refunds from the job event log.
      const worker = startMoneyWorker({ driver, log: app.log }, settings.moneyWorkerIntervalMs);
      app.addHook('onClose', () => worker.stop());
      options.onWorker?.(worker);
      await app.register(paymentsRoutes, { prefix: '/payments', settings, driver });
      await app.register(bidderPaymentsRoutes, { prefix: '/bidder-payments', settings, driver });
      await app.register(stripeWebhookRoutes, {
        prefix: '/webhooks',
        webhookSecret: settings.webhookSecret,
        driver,
      });
    },
  };
}

export const payments = createPaymentsService();
