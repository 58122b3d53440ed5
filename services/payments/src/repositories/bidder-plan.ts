import { PricingConfigModel } from '@boatcare/server-kit/models';
import {
  DEFAULT_PROVIDER_PLAN,
  normalPromoCode,
  type PromoCode,
  type ProviderPlan,
} from '@boatcare/shared-domain/pricing';

/**
 * The one place that reads what providers pay: the pricing configuration's `providerPlan` and
 * `promoCodes`, field by field falling back to the defaults. Clients never send an amount.
 */
export async function providerPlan(): Promise<ProviderPlan & { promoCodes: PromoCode[] }> {
  const config = await PricingConfigModel.findOne({}, { providerPlan: 1, promoCodes: 1 })
    .sort({ created_date: 1 })
    .lean();
  return {
    monthlyPrice: config?.providerPlan?.monthlyPrice ?? DEFAULT_PROVIDER_PLAN.monthlyPrice,
    gateFee: config?.providerPlan?.gateFee ?? DEFAULT_PROVIDER_PLAN.gateFee,
    promoCodes: (config?.promoCodes ?? []).map((promo) => ({
      code: normalPromoCode(promo.code),
      percentOff: promo.percentOff,
    })),
  };
}

/** The configured promotion for a code typed by the provider, or null when it is unknown. */
export function promotionFor(
  codes: PromoCode[],
  typed: string | undefined,
): PromoCode | null | undefined {
  if (!typed) return undefined;
  return codes.find((promo) => promo.code === normalPromoCode(typed)) ?? null;
}
