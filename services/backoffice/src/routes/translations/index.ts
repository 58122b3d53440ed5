import { route, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { LANGUAGES, type Language } from '@boatcare/shared-domain';
import { translations } from '@boatcare/shared-domain/endpoints';
import { sendCached } from '../../public-cache.ts';
import { BUNDLED, fileOf, readTranslationBytes } from '../../translations/files.ts';

/** `en_translation.json` -> en; `ae` is served the English texts; anything else is unknown. */
function languageOf(file: string): Language | null {
  const match = /^([a-z]{2})_translation\.json$/.exec(file);
  const lng = match?.[1] === 'ae' ? 'en' : match?.[1];
  return (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : null;
}

/** GET /translations/{lng}_translation.json: the edited texts, falling back to the bundle. */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translations.file, {
    handler: async (request, reply) => {
      const lng = languageOf(request.params.file);
      if (!lng) throw notFound('translations.fileNotFound');
      const answer = await app.publicCache.get(
        `translations:${lng}`,
        async () =>
          (await readTranslationBytes(app.storage, fileOf(lng))) ??
          Buffer.from(JSON.stringify(BUNDLED[lng])),
      );
      // Sent as stored: Fastify does not serialize a Buffer, so the 200 schema only documents it.
      // no-cache with an ETag: a text saved in the editor reaches the site on the next load,
      // and an unchanged file is a 304.
      return sendCached(request, reply, answer);
    },
  });
};
