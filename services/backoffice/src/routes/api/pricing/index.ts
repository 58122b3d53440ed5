import {
  callerOf,
  englishMessage,
  readPricingConfig,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { pricingConfig, pricingConfigSaveBody } from '@boatcare/shared-domain';
import { z } from 'zod';
import { recordAudit } from '../../../repositories/audit.ts';
import { savePricingConfig } from '../../../repositories/settings.ts';
import { adminOnly } from '../../super/admin.ts';
import { adminErrors } from '../errors.ts';

/** /api/pricing/config: the admin's pricing form (the public reads /pricing/config). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: adminOnly,
      schema: {
        tags: ['pricing'],
        summary: 'The pricing configuration for editing (base minor units)',
        response: { 200: pricingConfig, ...adminErrors },
      },
    },
    readPricingConfig,
  );

  app.post(
    '/config',
    {
      config: adminOnly,
      schema: {
        tags: ['pricing'],
        summary:
          'Replace the pricing configuration: the estimate, the VIP price shown and the VIP price charged follow it',
        body: pricingConfigSaveBody,
        response: { 200: pricingConfig.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      await savePricingConfig(request.body);
      const saved = await readPricingConfig();
      await recordAudit(callerOf(request).userId, 'pricing.save', 'pricing/config', {
        baseRatePerFoot: saved.baseRatePerFoot,
        vipMembership: saved.vipMembership,
        additionalServices: saved.additionalServices.length,
      });
      return { ...saved, message: englishMessage('adminPricing.saved') };
    },
  );
};
