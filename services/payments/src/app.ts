import { backfillCreatedDays, type ServiceDefinition } from '@boatcare/server-kit';
import { PaymentModel } from '@boatcare/server-kit/models';
import type { PaymentsContext } from './context.ts';
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
): ServiceDefinition<PaymentsEnv, PaymentsContext> {
  return {
    name: 'payments',
    description:
      'Job payments, VIP membership, provider subscription and gate fee, the ledger, payouts (Stripe Connect) and refunds, Stripe webhooks.',
    env: own ? paymentsEnvWith(own) : paymentsEnv,
    migrations: [
      {
        done: 'payments given their creation day',
        run: () => backfillCreatedDays(PaymentModel, 'migration:payment-created-days'),
      },
    ],
    setup: (app, { config }) => {
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
      return { settings, driver };
    },
    routes: async (app, { context }) => {
      await app.register(paymentsRoutes, { ...context });
      await app.register(bidderPaymentsRoutes, { ...context });
      await app.register(stripeWebhookRoutes, {
        webhookSecret: context.settings.webhookSecret,
        driver: context.driver,
      });
    },
    workers: (app, { context: { settings, driver } }) => {
      // The money worker: releases, payouts and refunds from the job event log.
      const worker = startMoneyWorker({ driver, log: app.log }, settings.moneyWorkerIntervalMs);
      app.addHook('onClose', () => worker.stop());
      options.onWorker?.(worker);
    },
  };
}

export const payments = createPaymentsService();
