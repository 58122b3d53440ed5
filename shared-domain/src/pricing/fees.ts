import type { PaymentDetails } from '../schemas/payments.ts';

/** Platform fee on job payments, in percent of the accepted bid. */
export const PLATFORM_FEE_PERCENT = 5;
/** VIP members get this much off every job payment. */
export const VIP_DISCOUNT_PERCENT = 10;
/** Commission the platform keeps of a provider's bid. */
export const BID_COMMISSION_PERCENT = 25;

const percentOf = (amountMinor: number, percent: number) =>
  Math.round((amountMinor * percent) / 100);

/** What an owner pays for an accepted bid, all in base minor units. */
export function paymentBreakdown(
  bidAmountMinor: number,
  isVip: boolean,
  vipDiscountPercent = VIP_DISCOUNT_PERCENT,
): PaymentDetails {
  const platformFee = percentOf(bidAmountMinor, PLATFORM_FEE_PERCENT);
  const discount = isVip ? percentOf(bidAmountMinor, vipDiscountPercent) : 0;
  return {
    baseAmount: bidAmountMinor,
    platformFee,
    discount,
    totalAmount: bidAmountMinor + platformFee - discount,
  };
}

/** What a provider keeps of a bid, and what the platform takes. */
export function bidPayout(bidAmountMinor: number): { commission: number; netPayout: number } {
  const commission = percentOf(bidAmountMinor, BID_COMMISSION_PERCENT);
  return { commission, netPayout: bidAmountMinor - commission };
}
