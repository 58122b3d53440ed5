import type { ServiceDefinition } from '@boatcare/server-kit';
import { backofficeEnv, type BackofficeEnv } from './env.ts';
import { renderedPageRoutes } from './pages/rendered-route.ts';
import { installPageRenders } from './pages/rerender.ts';
import { installPublicCache } from './public-cache.ts';
import { cmsRoutes } from './routes/api/cms/index.ts';
import { dashboardUserRoutes } from './routes/api/users/index.ts';
import { pricingRoutes } from './routes/api/pricing/index.ts';
import { settingsRoutes } from './routes/api/settings/index.ts';
import { publicContentRoutes } from './routes/public/index.ts';
import { releaseRoutes } from './releases/routes/index.ts';
import { superRoutes } from './routes/super/index.ts';
import { translationRoutes } from './routes/translations/index.ts';
import { syncBundledTranslations } from './translations/sync.ts';

/**
 * The back office: /super (admin), content (CMS pages, email templates, strings), pricing,
 * global settings and translation files; /cms, /pricing and /settings are the public twins.
 */
export const backoffice: ServiceDefinition<BackofficeEnv> = {
  name: 'backoffice',
  description: 'Admin back office, site configuration, content pages and translation files.',
  env: backofficeEnv,
  routes: async (app, { config }) => {
    installPublicCache(app, config.NODE_ENV);
    installPageRenders(app, {
      rendererDir: config.SHELL_RENDERER_DIR,
      pagesDir: config.RENDERED_PAGES_DIR,
      origin: config.PUBLIC_ORIGIN,
    });
    app.addHook('onReady', async () => {
      await syncBundledTranslations(app.storage, app.log);
    });
    await app.register(superRoutes);
    await app.register(cmsRoutes);
    await app.register(dashboardUserRoutes);
    await app.register(pricingRoutes);
    await app.register(settingsRoutes);
    await app.register(publicContentRoutes, { origin: config.PUBLIC_ORIGIN });
    await app.register(renderedPageRoutes, { pagesDir: config.RENDERED_PAGES_DIR });
    await app.register(translationRoutes);
    await app.register(releaseRoutes);
  },
};
