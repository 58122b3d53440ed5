import { englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  errorResponse,
  messageResponse,
  translationFileBody,
  translationFileQuery,
  translationFileResponse,
} from '@boatcare/shared-domain';
import { writeTranslationFile } from '../../../translations/files.ts';
import { adminOnly } from '../admin.ts';

export const putJsonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/json',
    {
      config: adminOnly,
      // Whole translation files are larger than most JSON bodies.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['translations'],
        summary: 'Replace a translation file (an object of texts and nested objects)',
        querystring: translationFileQuery,
        body: translationFileBody,
        response: {
          200: translationFileResponse.extend(messageResponse.shape),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { file } = request.query;
      await writeTranslationFile(app.storage, file, request.body.content);
      return { message: englishMessage('translations.saved'), file, content: request.body.content };
    },
  );
};
