import { route, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { translationsAdmin } from '@boatcare/shared-domain/endpoints';
import { writeTranslationFile } from '../../../translations/files.ts';

export const putJsonRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translationsAdmin.saveFile, {
    bodyLimit: 5 * 1024 * 1024,
    handler: async (request) => {
      const { file } = request.query;
      await writeTranslationFile(app.storage, file, request.body.content);
      return { message: englishMessage('translations.saved'), file, content: request.body.content };
    },
  });
};
