import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { translationsAdmin } from '@boatcare/shared-domain/endpoints';
import { listTranslationFiles } from '../../../translations/files.ts';

export const jsonFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translationsAdmin.files, {
    handler: async () => ({ data: await listTranslationFiles(app.storage) }),
  });
};
