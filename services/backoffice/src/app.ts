import type { ServiceDefinition } from '@boatcare/server-kit';
import { cmsRoutes } from './routes/api/cms/index.ts';
import { dashboardUserRoutes } from './routes/api/users/index.ts';
import { pricingRoutes } from './routes/api/pricing/index.ts';
import { superRoutes } from './routes/super/index.ts';
import { translationRoutes } from './routes/translations/index.ts';
import { syncBundledTranslations } from './translations/sync.ts';

/** The back office: /super (admin), CMS pages, site configuration and translation files. */
export const backoffice: ServiceDefinition = {
  name: 'backoffice',
  description: 'Admin back office, site configuration, content pages and translation files.',
  routes: async (app) => {
    app.addHook('onReady', async () => {
      await syncBundledTranslations(app.storage, app.log);
    });
    await app.register(superRoutes, { prefix: '/super' });
    await app.register(cmsRoutes, { prefix: '/api/cms' });
    await app.register(pricingRoutes);
    await app.register(dashboardUserRoutes, { prefix: '/api/users' });
    await app.register(translationRoutes, { prefix: '/translations' });
  },
};
