import {
  route,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { cmsAdmin } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import {
  deleteContentString,
  findContentString,
  listContentStrings,
  saveContentString,
} from '../../../repositories/content-strings.ts';

export const contentStringRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, cmsAdmin.strings, {
    handler: async () => ({ data: await listContentStrings() }),
  });

  route(app, cmsAdmin.string, {
    handler: async (request) => {
      const found = await findContentString(request.params.stringId);
      if (!found) throw notFound('adminCms.strings.notFound');
      return found;
    },
  });

  route(app, cmsAdmin.saveString, {
    handler: async (request) => {
      const { stringId } = request.params;
      const saved = await saveContentString(stringId, request.body);
      await recordAudit(callerOf(request).userId, 'cms.string.save', `cms/strings/${stringId}`, {
        category: saved.category,
        languages: saved.translations.map((t) => t.language),
      });
      return { ...saved, message: englishMessage('adminCms.strings.saved') };
    },
  });

  route(app, cmsAdmin.deleteString, {
    handler: async (request) => {
      const { stringId } = request.params;
      if (!(await deleteContentString(stringId))) throw notFound('adminCms.strings.notFound');
      await recordAudit(
        callerOf(request).userId,
        'cms.string.delete',
        `cms/strings/${stringId}`,
        {},
      );
      return { message: englishMessage('adminCms.strings.deleted') };
    },
  });
};
