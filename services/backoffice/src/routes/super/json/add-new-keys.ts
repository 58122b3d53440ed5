import { conflict, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  errorResponse,
  translationNewKeysBody,
  translationNewKeysResponse,
} from '@boatcare/shared-domain';
import {
  LANGUAGE_FILES,
  readTranslationFile,
  writeTranslationFile,
} from '../../../translations/files.ts';
import { withNewKey } from '../../../translations/tree.ts';
import { adminOnly } from '../admin.ts';

export const addNewKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add-new-keys',
    {
      config: adminOnly,
      schema: {
        tags: ['translations'],
        summary: 'Add keys (dotted key -> text) to every language file; existing texts are kept',
        body: translationNewKeysBody,
        response: {
          200: translationNewKeysResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
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
        if (added.length > 0) await writeTranslationFile(app.storage, file, tree);
      }
      return {
        message: englishMessage('translations.keysAdded'),
        data: results.map(({ file, added, skipped }) => ({ file, added, skipped })),
      };
    },
  );
};
