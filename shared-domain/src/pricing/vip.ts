import type { VipPlan } from '../schemas/payments.ts';
import { VIP_DISCOUNT_PERCENT } from './fees.ts';

/**
 * The monthly VIP membership when the pricing configuration names no price: base minor units
 * (US cents). The admin's pricing screen writes `vipMembership.monthlyPrice` in the same unit.
 */
export const VIP_MONTHLY_PRICE_MINOR = 14_99;

export const DEFAULT_VIP_PLAN: VipPlan = {
  monthlyPrice: VIP_MONTHLY_PRICE_MINOR,
  discountPercentage: VIP_DISCOUNT_PERCENT,
};
