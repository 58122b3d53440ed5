import type { WriteLimit } from './define.ts';

/**
 * The repeat limits of the endpoint table's writes, by kind: every write (a method other than
 * GET) states one of these, itself or through its area's `limit` (a write without one does not
 * compile, and the services' contract tests walk their OpenAPI documents for it). The table of
 * which route has which is in docs/security.md.
 *
 * Per IP counts everyone behind one address (a household, a harbour's Wi-Fi), so it is the
 * higher figure of a signed-in kind; a visitor's writes count only by IP.
 */
export const LIMITS = {
  /** Signing in: every attempt per IP (the route also counts an address's failures). */
  signIn: { perIp: 60, window: '1 minute', code: 'auth.rateLimit.login' },
  /** Making an account: a person's or a club's. */
  signUp: { perIp: 30, window: '10 minutes', code: 'limits.signUp' },
  /** Asking for a password reset link, and using one (the route also counts per address). */
  passwordReset: { perIp: 20, window: '15 minutes', code: 'auth.rateLimit.reset' },
  /** The contact form, which emails support. */
  contact: { perIp: 5, window: '10 minutes', code: 'contact.rateLimited' },
  /** New things others see and are told about: requests, membership requests, reviews. */
  posting: { perUser: 20, perIp: 200, window: '1 hour', code: 'limits.posting' },
  /** Offers on requests. */
  bidding: { perUser: 60, perIp: 600, window: '1 hour', code: 'limits.bidding' },
  /** Public questions on a request: each one tells its owner. */
  asking: { perUser: 20, perIp: 60, window: '10 minutes', code: 'messages.rateLimited' },
  /** Answers and the private thread of a job. */
  messaging: { perUser: 60, perIp: 200, window: '10 minutes', code: 'messages.rateLimited' },
  /** Changes to one's own records: profiles, a request's details and photos, a job's stage. */
  editing: { perUser: 120, perIp: 1200, window: '10 minutes' },
  /** One's own settings and the live channel: language, notifications, push, read marks. */
  settings: { perUser: 300, perIp: 3000, window: '10 minutes' },
  /** Starting or confirming a payment, a subscription or a payout account. */
  payment: { perUser: 30, perIp: 300, window: '10 minutes', code: 'limits.payment' },
  /** The back office's writes: generous, an admin's batch of edits is ordinary work. */
  admin: { perUser: 300, perIp: 600, window: '10 minutes' },
  /** The payment provider's webhooks: from a few addresses of its own, in bursts. */
  webhook: { perIp: 300, window: '1 minute' },
} as const satisfies Record<string, WriteLimit>;
