import { route, callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { settingsAdmin } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import { readGlobalSettings, saveGlobalSettings } from '../../../repositories/settings.ts';

/** /api/settings/global: the site's country (the public reads /settings/global). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, settingsAdmin.settings, {
    handler: readGlobalSettings,
  });

  route(app, settingsAdmin.saveSettings, {
    handler: async (request) => {
      const saved = await saveGlobalSettings(request.body.country.code);
      await recordAudit(callerOf(request).userId, 'settings.global.save', 'settings/global', {
        country: saved.country.code,
      });
      return { ...saved, message: englishMessage('adminGlobalSettings.saved') };
    },
  });
};
