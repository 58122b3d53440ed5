import { notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { cmsPage, cmsPageParams, errorResponse } from '@boatcare/shared-domain';
import { findCmsPage } from '../../../repositories/cms-pages.ts';

/** /api/cms: content pages, read without a token. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:pageId',
    {
      config: { public: true },
      schema: {
        tags: ['cms'],
        summary: 'A content page by its pageId',
        params: cmsPageParams,
        response: { 200: cmsPage, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const page = await findCmsPage(request.params.pageId);
      if (!page) throw notFound('cms.pageNotFound');
      return page;
    },
  );
};
