import {
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  cmsPageAdmin,
  cmsPageIdParams,
  cmsPageList,
  cmsPageSaveBody,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import { z } from 'zod';
import { recordAudit } from '../../../repositories/audit.ts';
import {
  deleteCmsPage,
  findCmsPageForAdmin,
  listCmsPages,
  saveCmsPage,
} from '../../../repositories/cms-pages.ts';
import { adminOnly } from '../../super/admin.ts';
import { adminErrors } from '../errors.ts';

export const cmsPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Every content page (id and title)',
        response: { 200: cmsPageList, ...adminErrors },
      },
    },
    async () => ({ data: await listCmsPages() }),
  );

  app.get(
    '/:pageId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'A content page for editing, inactive sections included',
        params: cmsPageIdParams,
        response: { 200: cmsPageAdmin, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => {
      const page = await findCmsPageForAdmin(request.params.pageId);
      if (!page) throw notFound('cms.pageNotFound');
      return page;
    },
  );

  app.post(
    '/:pageId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Create or replace a page (title, sections, SEO); section HTML is sanitised',
        params: cmsPageIdParams,
        body: cmsPageSaveBody,
        response: { 200: cmsPageAdmin.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      const { pageId } = request.params;
      const page = await saveCmsPage(pageId, request.body);
      await recordAudit(callerOf(request).userId, 'cms.page.save', `cms/pages/${pageId}`, {
        title: page.title,
        sections: page.sections.length,
      });
      return { ...page, message: englishMessage('adminCms.pages.saved') };
    },
  );

  app.delete(
    '/:pageId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Delete a saved page: the site shows its built-in text again',
        params: cmsPageIdParams,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { pageId } = request.params;
      if (!(await deleteCmsPage(pageId))) throw notFound('cms.pageNotFound');
      await recordAudit(callerOf(request).userId, 'cms.page.delete', `cms/pages/${pageId}`, {});
      return { message: englishMessage('adminCms.pages.deleted') };
    },
  );
};
