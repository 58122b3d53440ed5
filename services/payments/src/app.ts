import type { ServiceDefinition } from '@boatcare/server-kit';
import { createDriver, TestModeDriver } from './drivers/index.ts';
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

/**
 * The payments service: job payments, VIP membership and Stripe webhooks. Its Stripe settings
 * are part of its one configuration (`paymentsEnv`, the server kit's environment extended),
 * parsed once at start; `stripe` replaces the Stripe variables of the environment (tests).
 * Without STRIPE_SECRET_KEY the offline test-mode driver runs, and its events go through the
 * same handler as Stripe's webhooks.
 */
export function createPaymentsService(
  stripe?: Record<string, string | undefined>,
): ServiceDefinition<PaymentsEnv> {
  return {
    name: 'payments',
    description:
      'Job payments, VIP membership, provider subscription and gate fee, Stripe webhooks.',
    env: stripe ? paymentsEnvWith(stripe) : paymentsEnv,
    routes: async (app, { config }) => {
      const settings = paymentsSettingsFrom(config);
      const driver = createDriver(settings);
      if (driver instanceof TestModeDriver) {
        app.log.warn(
          'payments run in TEST MODE: no money moves (set STRIPE_SECRET_KEY for Stripe)',
        );
        driver.onEvent(async (event) => {
          await handleEvent(event, app.log, driver);
        });
      }
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
