import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { publicSiteConfig } from '@boatcare/shared-domain';
import { listSiteConfig } from '../../../repositories/site-config.ts';

export const publicSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public',
    {
      config: { public: true },
      schema: {
        tags: ['site-config'],
        summary: 'Every key and value, for the site (no token)',
        response: { 200: publicSiteConfig },
      },
    },
    async () => ({
      data: (await listSiteConfig()).map(({ site_key, site_value }) => ({ site_key, site_value })),
    }),
  );
};
