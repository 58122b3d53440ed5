import {
  route,
  notFound,
  readPricingConfig,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { pricingConfig } from '@boatcare/shared-domain/schemas/pricing-config';
import { content, contentStrings } from '@boatcare/shared-domain/endpoints';
import { sitemapPages, sitemapXml } from '@boatcare/shared-domain/sitemap';
import { findCmsPage, listCmsPages } from '../../repositories/cms-pages.ts';
import { listContentStrings } from '../../repositories/content-strings.ts';
import { listEmailTemplates } from '../../repositories/email-templates.ts';
import { readGlobalSettings } from '../../repositories/settings.ts';
import { sendCached } from '../../public-cache.ts';

/**
 * The public twins of the admin's content and settings, read without a token. They hold only
 * what a visitor may see: active sections, active templates by name (never their texts).
 * Register at the service root, with the site's public origin (the sitemap's links).
 */
export const publicContentRoutes: FastifyPluginAsyncZod<{ origin: string }> = async (
  app,
  { origin },
) => {
  route(app, content.pages, {
    handler: async () => ({ data: await listCmsPages() }),
  });

  route(app, content.page, {
    handler: async (request) => {
      const page = await findCmsPage(request.params.pageId);
      if (!page) throw notFound('cms.pageNotFound');
      return page;
    },
  });

  // Search engines read it at /sitemap.xml (both gateways send that path here), with the
  // site's public origin.
  route(app, content.sitemap, {
    handler: async (_request, reply) => {
      const ids = (await listCmsPages()).map(({ pageId }) => pageId);
      return reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(new URL(origin).origin, sitemapPages(ids)));
    },
  });

  route(app, content.emailTemplates, {
    handler: async () => ({
      data: (await listEmailTemplates(true)).map(({ templateId, name }) => ({ templateId, name })),
    }),
  });

  route(app, contentStrings.list, {
    handler: async () => ({ data: await listContentStrings() }),
  });

  route(app, content.pricing, {
    handler: async (request, reply) => {
      const answer = await app.publicCache.get('pricing', async () =>
        pricingConfig.parse(await readPricingConfig()),
      );
      return sendCached(request, reply, answer);
    },
  });

  route(app, content.settings, {
    handler: readGlobalSettings,
  });
};
