import { z } from 'zod';
import { DEFAULT_PUBLIC_ORIGIN } from '@boatcare/shared-domain/core';

/**
 * The environment every service reads. A service with variables of its own extends it
 * (`serviceEnv.extend({...})`) and names the result in its definition's `env`: the process
 * environment is then parsed once, at start, into one typed configuration.
 */
export const serviceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where the site is served, as people reach it: links in emails, payment return URLs, the
   * sitemap and the back office's renders of public pages start here. The gateway and the
   * shell's build read the same variable.
   */
  PUBLIC_ORIGIN: z.url().default(DEFAULT_PUBLIC_ORIGIN),
  MONGO_URL: z.string().min(1),
  S3_ENDPOINT: z.url(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_BUCKET: z.string().default('boatcare'),
  /** PEM. Every service verifies tokens with it. */
  JWT_PUBLIC_KEY: z.string().min(1),
  /** PEM. Only the service that signs in users (marketplace) has it. */
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('boatcare'),
  JWT_AUDIENCE: z.string().default('boatcare-api'),
  JWT_TTL: z.string().default('12h'),
  /** smtp(s)://user:pass@host:port; without it emails go to the local outbox (see email/). */
  SMTP_URL: z.string().optional(),
  /** The sender of every email. */
  MAIL_FROM: z.string().default('BoatCare <no-reply@boatcare.test>'),
  /** Where contact-form messages go. */
  SUPPORT_EMAIL: z.email().default('support@boatcare.test'),
  /** How often the notification worker looks for emails to send (ms); 0 turns it off. */
  NOTIFICATIONS_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * At most one email per request to a person in this long (ms); the rest of the window goes as
   * one digest when it closes (notifications/queue.ts). 0 sends each at once.
   */
  NOTIFICATIONS_GROUP_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60_000),
  /**
   * Multiplies every declared repeat limit of a write (shared-domain endpoints/limits.ts): for
   * runs that write a lot from one address on purpose (the schema fuzz, a load bench). 1 in
   * production.
   */
  WRITE_LIMIT_FACTOR: z.coerce.number().int().min(1).default(1),
  /** The first retry of a failed email waits this long (ms); each next one twice as long. */
  NOTIFICATIONS_RETRY_MS: z.coerce.number().int().min(1).default(30_000),
  /**
   * Web Push (server-kit push/): the VAPID key pair, base64url (`npm start` makes one in
   * DATA_DIR/keys). Without both (unset or empty), push is off: the public key reads null and nothing is pushed.
   */
  VAPID_PUBLIC_KEY: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{87}$/)]).optional(),
  VAPID_PRIVATE_KEY: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{43}$/)]).optional(),
  /** Who push services may contact about our pushes (a mailto: or https: URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default('mailto:support@boatcare.test'),
  /** The event streams (server-kit events/): how often this instance reads new events (ms). */
  EVENTS_POLL_MS: z.coerce.number().int().min(10).default(500),
  /** How far each read looks back (ms): more than a write's delay plus the instances' clock skew. */
  EVENTS_OVERLAP_MS: z.coerce.number().int().min(0).default(5_000),
  /** A comment line this often keeps a quiet stream open through proxies (ms). */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** A stream is ended after this long (ms); the browser reconnects with a fresh ticket. */
  EVENTS_MAX_STREAM_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(30 * 60_000),
  /** The local outbox folder; default <DATA_DIR or .data>/outbox. */
  OUTBOX_DIR: z.string().optional(),
  DATA_DIR: z.string().optional(),
});
export type ServiceConfig = z.infer<typeof serviceEnv>;

/**
 * Reads and checks the environment once, with the kit's schema or a service's extension of it;
 * a bad value stops the process with a clear list.
 */
export function loadConfig<C extends ServiceConfig = ServiceConfig>(
  env: Record<string, string | undefined> = process.env,
  envSchema: z.ZodType<C> = serviceEnv as unknown as z.ZodType<C>,
): C {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
