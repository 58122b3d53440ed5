import { route, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { translationsAdmin } from '@boatcare/shared-domain/endpoints';
import { readTranslationFile } from '../../../translations/files.ts';

export const getJsonRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translationsAdmin.file, {
    handler: async (request) => {
      const { file } = request.query;
      const content = await readTranslationFile(app.storage, file);
      if (!content) throw notFound('translations.fileNotFound');
      return { file, content };
    },
  });
};
