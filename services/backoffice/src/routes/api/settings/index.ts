import { callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { globalSettings, globalSettingsSaveBody } from '@boatcare/shared-domain';
import { z } from 'zod';
import { recordAudit } from '../../../repositories/audit.ts';
import { readGlobalSettings, saveGlobalSettings } from '../../../repositories/settings.ts';
import { adminOnly } from '../../super/admin.ts';
import { adminErrors } from '../errors.ts';

/** /api/settings/global: the site's country (the public reads /settings/global). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/global',
    {
      config: adminOnly,
      schema: {
        tags: ['settings'],
        summary: "The site's country with its currency and bounds",
        response: { 200: globalSettings, ...adminErrors },
      },
    },
    readGlobalSettings,
  );

  app.post(
    '/global',
    {
      config: adminOnly,
      schema: {
        tags: ['settings'],
        summary: "Choose the site's country (its currency and bounds come from the constants)",
        body: globalSettingsSaveBody,
        response: { 200: globalSettings.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      const saved = await saveGlobalSettings(request.body.country.code);
      await recordAudit(callerOf(request).userId, 'settings.global.save', 'settings/global', {
        country: saved.country.code,
      });
      return { ...saved, message: englishMessage('adminGlobalSettings.saved') };
    },
  );
};
