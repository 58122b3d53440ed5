import {
  route,
  callerOf,
  englishMessage,
  readCareIntervals,
  readPricingConfig,
  saveCareIntervals,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { settingsAdmin } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import { savePricingConfig } from '../../../repositories/settings.ts';

/** /api/pricing/config: the admin's pricing form (the public reads /pricing/config). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, settingsAdmin.pricing, {
    handler: readPricingConfig,
  });

  route(app, settingsAdmin.savePricing, {
    handler: async (request) => {
      await savePricingConfig(request.body);
      const saved = await readPricingConfig();
      await recordAudit(callerOf(request).userId, 'pricing.save', 'pricing/config', {
        baseRatePerFoot: saved.baseRatePerFoot,
        vipMembership: saved.vipMembership,
        additionalServices: saved.additionalServices.length,
      });
      return { ...saved, message: englishMessage('adminPricing.saved') };
    },
  });

  route(app, settingsAdmin.careIntervalsGet, { handler: readCareIntervals });

  route(app, settingsAdmin.saveCareIntervals, {
    handler: async (request) => {
      const saved = await saveCareIntervals(request.body);
      await recordAudit(callerOf(request).userId, 'pricing.care', 'pricing/care', saved);
      return { ...saved, message: englishMessage('adminPricing.care.saved') };
    },
  });
};
