import { z } from 'zod';
import type { PaymentsConfig } from '@boatcare/shared-domain';

const env = z.object({
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Another Stripe API origin, e.g. http://127.0.0.1:12111 for stripe-mock. */
  STRIPE_API_BASE: z.url().optional().or(z.literal('')),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  /** How often the money worker reads the job event log; 0 runs no timer (tests drive it). */
  MONEY_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
});

export interface StripeSettings {
  secretKey: string;
  /** Host, port and protocol of the Stripe API when not Stripe's own. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface PaymentsSettings {
  /** What GET /payments/config tells the browser. */
  public: PaymentsConfig;
  /** Set when Stripe runs; absent means the offline test-mode driver. */
  stripe: StripeSettings | null;
  /** Verifies Stripe's webhook signatures; without it /webhooks/stripe refuses every event. */
  webhookSecret: string | null;
  publicOrigin: string;
  moneyWorkerIntervalMs: number;
}

function apiBaseOf(value: string | undefined): StripeSettings['apiBase'] {
  if (!value) return null;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/**
 * Which payment driver runs: Stripe when a secret key is set, otherwise the offline test-mode
 * driver. Only the publishable key ever leaves the server.
 */
export function paymentsSettingsFrom(source: Record<string, string | undefined>): PaymentsSettings {
  const parsed = env.parse(source);
  const webhookSecret = parsed.STRIPE_WEBHOOK_SECRET || null;
  const publicOrigin = parsed.PUBLIC_ORIGIN;
  if (!parsed.STRIPE_SECRET_KEY) {
    return {
      public: { mode: 'test', publishableKey: null },
      stripe: null,
      webhookSecret,
      publicOrigin,
      moneyWorkerIntervalMs: parsed.MONEY_WORKER_INTERVAL_MS,
    };
  }
  return {
    public: { mode: 'stripe', publishableKey: parsed.STRIPE_PUBLISHABLE_KEY || null },
    stripe: {
      secretKey: parsed.STRIPE_SECRET_KEY,
      apiBase: apiBaseOf(parsed.STRIPE_API_BASE || undefined),
    },
    webhookSecret,
    publicOrigin,
    moneyWorkerIntervalMs: parsed.MONEY_WORKER_INTERVAL_MS,
  };
}

/** The public part alone (what GET /payments/config answers). */
export const paymentsConfigFrom = (source: Record<string, string | undefined>) =>
  paymentsSettingsFrom(source).public;
