import {
  route,
  callerOf,
  conflict,
  englishMessage,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { translationsAdmin } from '@boatcare/shared-domain/endpoints';
import {
  LANGUAGE_FILES,
  readTranslationFile,
  writeTranslationFile,
} from '../../../translations/files.ts';
import { withNewKey } from '../../../translations/tree.ts';
import { recordAudit } from '../../../repositories/audit.ts';

export const addNewKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translationsAdmin.addNewKeys, {
    handler: async (request) => {
      // Work out every file first, so a conflict in one changes none.
      const results = [];
      for (const file of LANGUAGE_FILES) {
        let tree = (await readTranslationFile(app.storage, file)) ?? {};
        const added: string[] = [];
        const skipped: string[] = [];
        for (const [path, value] of Object.entries(request.body)) {
          const next = withNewKey(tree, path, value);
          if (next.outcome === 'conflict') throw conflict('translations.keyConflict');
          (next.outcome === 'added' ? added : skipped).push(path);
          tree = next.tree;
        }
        results.push({ file, tree, added, skipped });
      }
      for (const { file, tree, added } of results) {
        if (added.length === 0) continue;
        await writeTranslationFile(app.storage, file, tree);
        await recordAudit(
          callerOf(request).userId,
          'translations.addKeys',
          `translations/${file}`,
          {
            keys: added,
          },
        );
      }
      return {
        message: englishMessage('translations.keysAdded'),
        data: results.map(({ file, added, skipped }) => ({ file, added, skipped })),
      };
    },
  });
};
