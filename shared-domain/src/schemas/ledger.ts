import { z } from 'zod';
import { PATH_LANGUAGES } from '../locale.ts';
import { cursorQuery, moneyMinor, objectId } from './common.ts';

/**
 * The money ledger: one entry per money movement of an order, all in integer minor units of
 * the base currency (US cents). How they add up is in docs/payments.md ("The ledger").
 */
export const LEDGER_KINDS = [
  'charge',
  'platform_fee',
  'discount',
  'commission',
  'provider_share',
  'payout',
  'refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Where a provider's share stands: held while the job is open, then released or voided. */
export const SHARE_STATES = ['pending', 'available', 'cancelled'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const ledgerEntry = z.object({
  id: z.string(),
  jobId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: moneyMinor,
  /** Only on a provider share. */
  state: z.enum(SHARE_STATES).nullable(),
  ownerId: z.string(),
  providerId: z.string(),
  /** The payment provider's object (intent, transfer, refund), or a test-mode id. */
  reference: z.string().nullable(),
  created_date: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** Sums of the ledger that must agree (see `ledgerBalances`). */
export const ledgerTotals = z.object({
  charges: z.number().int(),
  refunds: z.number().int(),
  platformFees: z.number().int(),
  discounts: z.number().int(),
  commissions: z.number().int(),
  sharesPending: z.number().int(),
  sharesAvailable: z.number().int(),
  sharesCancelled: z.number().int(),
  payouts: z.number().int(),
  /** What the platform keeps: fees - discounts + commissions + voided shares - refunds. */
  platformNet: z.number().int(),
  /** Charges - refunds = platformNet + provider shares (pending + available). */
  balanced: z.boolean(),
});
export type LedgerTotals = z.infer<typeof ledgerTotals>;

/** GET /payments/ledger (admin): entries, filtered, newest first, with totals of the filter. */
export const ledgerQuery = cursorQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  kind: z.enum(LEDGER_KINDS).optional(),
  jobId: objectId.optional(),
  providerId: objectId.optional(),
  ownerId: objectId.optional(),
  /** ISO dates (inclusive), on the entry's date. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type LedgerQuery = z.output<typeof ledgerQuery>;
export const ledgerResponse = z.object({
  items: z.array(ledgerEntry),
  next: z.string().nullable(),
  totals: ledgerTotals,
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/** A job's part of a provider's earnings. */
export const earningsJob = z.object({
  jobId: z.string(),
  title: z.string(),
  bidAmount: moneyMinor,
  commission: moneyMinor,
  share: moneyMinor,
  state: z.enum(SHARE_STATES),
  paidOut: z.boolean(),
  created_date: z.string(),
});
export const earningsPayout = z.object({
  id: z.string(),
  jobId: z.string(),
  title: z.string(),
  amount: moneyMinor,
  reference: z.string().nullable(),
  created_date: z.string(),
});

/** GET /payments/earnings (provider): balance, each payout and each job's share. */
export const earningsResponse = z.object({
  balance: z.object({
    /** Shares of jobs still open. */
    pending: z.number().int(),
    /** Released shares not yet paid out. */
    available: z.number().int(),
    paidOut: z.number().int(),
  }),
  payouts: z.array(earningsPayout),
  jobs: z.array(earningsJob),
});
export type EarningsResponse = z.infer<typeof earningsResponse>;

/** A provider's Stripe Connect (Express) account, as the profile shows it. */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'ready'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];
export const payoutAccount = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  mode: z.enum(['test', 'stripe']),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** The language of the page Stripe sends the provider back to. */
export const payoutAccountLinkBody = z.object({ lng: z.enum(PATH_LANGUAGES).default('en') });
export const payoutAccountLink = z.object({ url: z.string() });
