import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { siteConfig } from '@boatcare/shared-domain/endpoints';
import { listSiteConfig } from '../../../repositories/site-config.ts';

export const publicSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteConfig.publicConfig, {
    handler: async () => ({
      data: (await listSiteConfig()).map(({ site_key, site_value }) => ({ site_key, site_value })),
    }),
  });
};
