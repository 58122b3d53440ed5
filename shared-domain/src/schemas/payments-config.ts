import { z } from 'zod';

/** What the browser needs to start the card form: which driver runs, and Stripe's public key. */
export const paymentsConfig = z.object({
  /** `test` is the offline test-mode driver; `stripe` talks to Stripe. */
  mode: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;
