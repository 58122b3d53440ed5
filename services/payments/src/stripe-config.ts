import { z } from 'zod';
import { serviceEnv } from '@boatcare/server-kit';
import type { PaymentsConfig } from '@boatcare/shared-domain/schemas/payments-config';

/** The payments service's own variables: Stripe's, and the money worker's pace. */
const ownVariables = {
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Another Stripe API origin, e.g. http://127.0.0.1:12111 for stripe-mock. */
  STRIPE_API_BASE: z.url().optional().or(z.literal('')),
  /** How often the money worker reads the job event log; 0 runs no timer (tests drive it). */
  MONEY_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
};

/** The payments service's environment: the server kit's, extended with its own variables. */
export const paymentsEnv = serviceEnv.extend(ownVariables);
export type PaymentsEnv = z.infer<typeof paymentsEnv>;

/**
 * The environment schema of a payments service whose own variables come from `own` instead of
 * the process environment (tests pick a driver and the worker's pace this way); parsed once.
 */
export function paymentsEnvWith(own: Record<string, string | undefined>) {
  const names = Object.keys(ownVariables);
  return z.preprocess((raw) => {
    const rest = Object.entries(raw as Record<string, unknown>).filter(([k]) => !names.includes(k));
    return { ...Object.fromEntries(rest), ...own };
  }, paymentsEnv);
}

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

type OwnEnv = Pick<PaymentsEnv, keyof typeof ownVariables | 'PUBLIC_ORIGIN'>;

/**
 * Which payment driver runs: Stripe when a secret key is set, otherwise the offline test-mode
 * driver. Only the publishable key ever leaves the server. Reads the configuration the service
 * parsed at start; it parses nothing itself.
 */
export function paymentsSettingsFrom(parsed: OwnEnv): PaymentsSettings {
  const webhookSecret = parsed.STRIPE_WEBHOOK_SECRET || null;
  const publicOrigin = parsed.PUBLIC_ORIGIN;
  const moneyWorkerIntervalMs = parsed.MONEY_WORKER_INTERVAL_MS;
  if (!parsed.STRIPE_SECRET_KEY) {
    return {
      public: { mode: 'test', publishableKey: null },
      stripe: null,
      webhookSecret,
      publicOrigin,
      moneyWorkerIntervalMs,
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
    moneyWorkerIntervalMs,
  };
}
