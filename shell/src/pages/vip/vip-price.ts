/** The VIP membership's price and discount. */
export interface VipPrice {
  /** In base minor units. */
  monthlyPrice: number;
  discountPercentage: number;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The VIP price in a `GET /pricing/config` answer, checked by hand (the islands load no schemas);
 * null when the answer has none that can be shown.
 */
export function vipPriceFrom(body: unknown): VipPrice | null {
  const vip = (body as { vipMembership?: Partial<Record<keyof VipPrice, unknown>> } | null)
    ?.vipMembership;
  if (!vip || !isAmount(vip.monthlyPrice) || !isAmount(vip.discountPercentage)) return null;
  return { monthlyPrice: vip.monthlyPrice, discountPercentage: vip.discountPercentage };
}
