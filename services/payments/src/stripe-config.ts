import { z } from 'zod';
import type { PaymentsConfig } from '@boatcare/shared-domain';

const env = z.object({
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
});

/**
 * Which payment driver runs: Stripe when a secret key is set, otherwise the offline test-mode
 * driver. Only the publishable key ever leaves the server.
 */
export function paymentsConfigFrom(source: Record<string, string | undefined>): PaymentsConfig {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY } = env.parse(source);
  if (!STRIPE_SECRET_KEY) return { mode: 'test', publishableKey: null };
  return { mode: 'stripe', publishableKey: STRIPE_PUBLISHABLE_KEY || null };
}
