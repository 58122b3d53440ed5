import { route, callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import type { Language } from '@boatcare/shared-domain/core';
import { translationsAdmin } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import { BUNDLED, readTranslationFile, writeTranslationFile } from '../../../translations/files.ts';
import { changedKeys } from '../../../translations/tree.ts';

/** How many changed keys an audit entry names (the count is always whole). */
const AUDITED_KEYS = 20;

export const putJsonRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translationsAdmin.saveFile, {
    handler: async (request) => {
      const { file } = request.query;
      const { content } = request.body;
      const before =
        (await readTranslationFile(app.storage, file)) ?? BUNDLED[file.slice(0, 2) as Language];
      await writeTranslationFile(app.storage, file, content);
      const changed = changedKeys(before, content);
      await recordAudit(callerOf(request).userId, 'translations.save', `translations/${file}`, {
        changed: changed.length,
        keys: changed.slice(0, AUDITED_KEYS),
      });
      return { message: englishMessage('translations.saved'), file, content };
    },
  });
};
