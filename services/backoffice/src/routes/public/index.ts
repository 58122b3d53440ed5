import { notFound, readPricingConfig, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  cmsPage,
  cmsPageIdParams,
  cmsPageList,
  contentStringList,
  errorResponse,
  globalSettings,
  pricingConfig,
  publicEmailTemplateList,
} from '@boatcare/shared-domain';
import { findCmsPage, listCmsPages } from '../../repositories/cms-pages.ts';
import { listContentStrings } from '../../repositories/content-strings.ts';
import { listEmailTemplates } from '../../repositories/email-templates.ts';
import { readGlobalSettings } from '../../repositories/settings.ts';
import { sendCached } from '../../public-cache.ts';

const open = { public: true } as const;

/**
 * The public twins of the admin's content and settings, read without a token. They hold only
 * what a visitor may see: active sections, active templates by name (never their texts).
 * Register at the service root.
 */
export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/pages',
    {
      config: open,
      schema: {
        tags: ['cms'],
        summary: 'Content pages (id and title)',
        response: { 200: cmsPageList },
      },
    },
    async () => ({ data: await listCmsPages() }),
  );

  app.get(
    '/cms/pages/:pageId',
    {
      config: open,
      schema: {
        tags: ['cms'],
        summary: 'A content page by its key, active sections only',
        params: cmsPageIdParams,
        response: { 200: cmsPage, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const page = await findCmsPage(request.params.pageId);
      if (!page) throw notFound('cms.pageNotFound');
      return page;
    },
  );

  app.get(
    '/cms/email-templates',
    {
      config: open,
      schema: {
        tags: ['cms'],
        summary: 'The active email templates by id and name (no texts)',
        response: { 200: publicEmailTemplateList },
      },
    },
    async () => ({
      data: (await listEmailTemplates(true)).map(({ templateId, name }) => ({ templateId, name })),
    }),
  );

  app.get(
    '/cms/strings',
    {
      config: open,
      schema: {
        tags: ['cms'],
        summary: 'Content strings with their translations (the shell lays them over its texts)',
        response: { 200: contentStringList },
      },
    },
    async () => ({ data: await listContentStrings() }),
  );

  app.get(
    '/pricing/config',
    {
      config: open,
      schema: {
        tags: ['pricing'],
        summary: 'The pricing configuration (base rate, lengths, services, VIP price and discount)',
        response: { 200: pricingConfig },
      },
    },
    async (request, reply) => {
      const answer = await app.publicCache.get('pricing', async () =>
        pricingConfig.parse(await readPricingConfig()),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/settings/global',
    {
      config: open,
      schema: {
        tags: ['settings'],
        summary: "The site's country with its currency and bounds",
        response: { 200: globalSettings },
      },
    },
    readGlobalSettings,
  );
};
