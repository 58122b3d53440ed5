/**
 * What a provider pays when the pricing configuration names no price: base minor units (US
 * cents). The subscription is monthly; the gate fee is paid once. Payments reads both in one
 * place (services/payments/src/repositories/bidder-plan.ts).
 */
export const PROVIDER_SUBSCRIPTION_MONTHLY_MINOR = 29_00;
export const PROVIDER_GATE_FEE_MINOR = 49_00;

export interface ProviderPlan {
  /** Base minor units (US cents) per month. */
  monthlyPrice: number;
  /** Base minor units (US cents), once. */
  gateFee: number;
}

export const DEFAULT_PROVIDER_PLAN: ProviderPlan = {
  monthlyPrice: PROVIDER_SUBSCRIPTION_MONTHLY_MINOR,
  gateFee: PROVIDER_GATE_FEE_MINOR,
};

/** A promotion code of the pricing configuration: percent off the subscription's price. */
export interface PromoCode {
  code: string;
  percentOff: number;
}

/** Promo codes are compared without case or surrounding spaces. */
export const normalPromoCode = (code: string) => code.trim().toUpperCase();

/** The monthly price after a promotion, rounded to whole minor units. */
export const discountedMonthly = (monthly: number, percentOff: number) =>
  Math.round((monthly * (100 - percentOff)) / 100);
