import {
  route,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { cmsAdmin } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import { isAdmin } from '../is-admin.ts';
import {
  deleteCmsPage,
  findCmsPage,
  listCmsPages,
  saveCmsPage,
} from '../../../repositories/cms-pages.ts';

export const cmsPageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, cmsAdmin.pages, {
    handler: async () => ({ data: await listCmsPages() }),
  });

  route(app, cmsAdmin.page, {
    handler: async (request, reply) => {
      const drafts = await isAdmin(request);
      const page = await findCmsPage(request.params.pageId, { drafts });
      if (!page) throw notFound('cms.pageNotFound');
      return reply.header('vary', 'authorization').send(page);
    },
  });

  route(app, cmsAdmin.savePage, {
    handler: async (request) => {
      const { pageId } = request.params;
      const page = await saveCmsPage(pageId, request.body);
      await recordAudit(callerOf(request).userId, 'cms.page.save', `cms/pages/${pageId}`, {
        title: page.title,
        sections: page.sections.length,
      });
      return { ...page, message: englishMessage('adminCms.pages.saved') };
    },
  });

  route(app, cmsAdmin.deletePage, {
    handler: async (request) => {
      const { pageId } = request.params;
      if (!(await deleteCmsPage(pageId))) throw notFound('cms.pageNotFound');
      await recordAudit(callerOf(request).userId, 'cms.page.delete', `cms/pages/${pageId}`, {});
      return { message: englishMessage('adminCms.pages.deleted') };
    },
  });
};
