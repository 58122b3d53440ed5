import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { publicSiteConfig } from '@boatcare/shared-domain/schemas/admin';
import { siteConfig } from '@boatcare/shared-domain/endpoints';
import { listSiteConfig } from '../../../repositories/site-config.ts';
import { sendCached } from '../../../public-cache.ts';
import { withMapsKey } from './maps-key.ts';

export const publicSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteConfig.publicConfig, {
    handler: async (request, reply) => {
      // Cached with an ETag (public-cache.ts); the bytes bypass the serializer, so they are
      // made through the response schema here.
      const answer = await app.publicCache.get('site-config', async () =>
        publicSiteConfig.parse({
          data: withMapsKey(
            (await listSiteConfig()).map(({ site_key, site_value }) => ({ site_key, site_value })),
          ),
        }),
      );
      return sendCached(request, reply, answer);
    },
  });
};
