import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { errorResponse, translationFileList } from '@boatcare/shared-domain';
import { listTranslationFiles } from '../../../translations/files.ts';
import { adminOnly } from '../admin.ts';

export const jsonFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files',
    {
      config: adminOnly,
      schema: {
        tags: ['translations'],
        summary: 'Names of the stored translation files',
        response: { 200: translationFileList, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await listTranslationFiles(app.storage) }),
  );
};
