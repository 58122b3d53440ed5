import type { LedgerKind, LedgerTotals, ShareState } from '../schemas/ledger.ts';
import { bidPayout } from './fees.ts';

/** What a job payment records, in minor units: the charge and how it divides. */
export interface JobLedgerSplit {
  charge: number;
  platform_fee: number;
  discount: number;
  commission: number;
  provider_share: number;
}

/**
 * How an owner's payment divides: the charge (bid + platform fee - discount) is the platform
 * fee, minus the discount the platform gives, plus the commission and the provider's share
 * (the bid minus the commission). Always exact: charge = fee - discount + commission + share.
 */
export function jobLedgerSplit(payment: {
  baseAmount: number;
  platformFee: number;
  discount: number;
  totalAmount: number;
}): JobLedgerSplit {
  const { commission, netPayout } = bidPayout(payment.baseAmount);
  return {
    charge: payment.totalAmount,
    platform_fee: payment.platformFee,
    discount: payment.discount,
    commission,
    provider_share: netPayout,
  };
}

/** One sum of the ledger: a kind (and for provider shares, a state). */
export interface LedgerSum {
  kind: LedgerKind;
  state: ShareState | null;
  amount: number;
}

/**
 * The ledger's totals and whether they balance: what owners paid and kept (charges - refunds)
 * is what the platform keeps (fees - discounts + commissions + voided shares - refunds) plus
 * what providers are owed or were paid (pending and available shares). Payouts never exceed
 * the released shares.
 */
export function ledgerBalances(sums: readonly LedgerSum[]): LedgerTotals {
  const of = (kind: LedgerKind, state?: ShareState) =>
    sums
      .filter((sum) => sum.kind === kind && (state === undefined || sum.state === state))
      .reduce((total, sum) => total + sum.amount, 0);
  const charges = of('charge');
  const refunds = of('refund');
  const platformFees = of('platform_fee');
  const discounts = of('discount');
  const commissions = of('commission');
  const sharesPending = of('provider_share', 'pending');
  const sharesAvailable = of('provider_share', 'available');
  const sharesCancelled = of('provider_share', 'cancelled');
  const payouts = of('payout');
  const platformNet = platformFees - discounts + commissions + sharesCancelled - refunds;
  return {
    charges,
    refunds,
    platformFees,
    discounts,
    commissions,
    sharesPending,
    sharesAvailable,
    sharesCancelled,
    payouts,
    platformNet,
    balanced:
      charges - refunds === platformNet + sharesPending + sharesAvailable &&
      refunds <= charges &&
      payouts <= sharesAvailable,
  };
}
