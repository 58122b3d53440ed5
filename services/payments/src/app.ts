import type { ServiceDefinition } from '@boatcare/server-kit';
import { paymentsRoutes } from './routes/payments/index.ts';
import { paymentsConfigFrom } from './stripe-config.ts';

/**
 * The payments service, reading its Stripe settings from `env` (the process environment by
 * default). Payment intents, confirmation, subscriptions and webhooks come in a later issue.
 */
export function createPaymentsService(
  env: Record<string, string | undefined> = process.env,
): ServiceDefinition {
  return {
    name: 'payments',
    description: 'Job payments, provider subscription and gate fee, Stripe webhooks.',
    routes: async (app) => {
      await app.register(paymentsRoutes, { prefix: '/payments', driver: paymentsConfigFrom(env) });
    },
  };
}

export const payments = createPaymentsService();
