import { z } from 'zod';
import { moneyMinor } from './common.ts';

/**
 * GET /api/pricing/config (and /pricing/config), read without a token. The VIP membership's
 * monthly price is base minor units (US cents), like every stored amount; the site shows it in
 * the visitor's currency. Fields the configuration lacks are filled from DEFAULT_VIP_PLAN.
 */
export const pricingConfig = z.object({
  vipMembership: z.object({
    monthlyPrice: moneyMinor,
    discountPercentage: z.number().min(0).max(100),
  }),
});
export type PricingConfigView = z.infer<typeof pricingConfig>;
