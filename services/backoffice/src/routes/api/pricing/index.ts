import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { PricingConfigModel } from '@boatcare/server-kit/models';
import { DEFAULT_VIP_PLAN, pricingConfig, type PricingConfigView } from '@boatcare/shared-domain';

/** The stored configuration with the defaults filled in where it names nothing. */
export async function readPricingConfig(): Promise<PricingConfigView> {
  const stored = await PricingConfigModel.findOne().sort({ created_date: 1 }).lean();
  const vip = stored?.vipMembership;
  return {
    vipMembership: {
      monthlyPrice: vip?.monthlyPrice ?? DEFAULT_VIP_PLAN.monthlyPrice,
      discountPercentage: vip?.discountPercentage ?? DEFAULT_VIP_PLAN.discountPercentage,
    },
  };
}

/**
 * The public read of the pricing configuration: /api/pricing/config, and /pricing/config (the
 * spec's public twin). Register with `{ prefix: '' }` at the service root.
 */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/api/pricing/config', '/pricing/config']) {
    app.get(
      url,
      {
        config: { public: true },
        schema: {
          tags: ['pricing'],
          summary:
            'The pricing configuration (VIP membership price and discount), read without a token',
          response: { 200: pricingConfig },
        },
      },
      readPricingConfig,
    );
  }
};
