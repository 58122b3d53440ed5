import { notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  errorResponse,
  translationFileQuery,
  translationFileResponse,
} from '@boatcare/shared-domain';
import { readTranslationFile } from '../../../translations/files.ts';
import { adminOnly } from '../admin.ts';

export const getJsonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/json',
    {
      config: adminOnly,
      schema: {
        tags: ['translations'],
        summary: 'One translation file, for editing',
        querystring: translationFileQuery,
        response: {
          200: translationFileResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { file } = request.query;
      const content = await readTranslationFile(app.storage, file);
      if (!content) throw notFound('translations.fileNotFound');
      return { file, content };
    },
  );
};
