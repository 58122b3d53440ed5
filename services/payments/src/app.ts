import type { ServiceDefinition } from '@boatcare/server-kit';
import { createDriver, TestModeDriver, type PaymentDriver } from './drivers/index.ts';
import { handleEvent } from './domain/settle.ts';
import { bidderPaymentsRoutes } from './routes/bidder-payments/index.ts';
import { paymentsRoutes } from './routes/payments/index.ts';
import { stripeWebhookRoutes } from './routes/webhooks/stripe.ts';
import { paymentsSettingsFrom } from './stripe-config.ts';
import { startMoneyWorker, type MoneyWorker } from './worker/money-worker.ts';

/**
 * The payments service, reading its Stripe settings from `env` (the process environment by
 * default): job payments, VIP membership and Stripe webhooks. Without STRIPE_SECRET_KEY the
 * offline test-mode driver runs, and its events go through the same handler as Stripe's webhooks.
 */
export function createPaymentsService(
  env: Record<string, string | undefined> = process.env,
  options: {
    driver?: PaymentDriver | TestModeDriver;
    onWorker?: (worker: MoneyWorker) => void;
  } = {},
): ServiceDefinition {
  const settings = paymentsSettingsFrom(env);
  return {
    name: 'payments',
    description:
      'Job payments, VIP membership, provider subscription and gate fee, the ledger, payouts (Stripe Connect) and refunds, Stripe webhooks.',
    routes: async (app) => {
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
