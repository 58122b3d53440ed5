import { route, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  layContentStrings,
  LANGUAGES,
  sectionFingerprints,
  type Language,
} from '@boatcare/shared-domain';
import { translations } from '@boatcare/shared-domain/endpoints';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../public-cache.ts';
import { listContentStrings } from '../../repositories/content-strings.ts';
import { BUNDLED, fileOf, readTranslationBytes } from '../../translations/files.ts';

/**
 * `en_translation.json` -> the English texts; `en_fingerprints.json` -> their fingerprints;
 * `ae` is served the English texts; anything else is unknown.
 */
function fileRequest(file: string): { lng: Language; fingerprints: boolean } | null {
  const match = /^([a-z]{2})_(translation|fingerprints)\.json$/.exec(file);
  const lng = match?.[1] === 'ae' ? 'en' : match?.[1];
  if (!match || !(LANGUAGES as readonly string[]).includes(lng ?? '')) return null;
  return { lng: lng as Language, fingerprints: match[2] === 'fingerprints' };
}

/** A language's texts as stored (edited in the back office), else the bundled ones. */
const textBytes = async (app: FastifyInstance, lng: Language) =>
  (await readTranslationBytes(app.storage, fileOf(lng))) ??
  Buffer.from(JSON.stringify(BUNDLED[lng]));

/**
 * The fingerprint of each section of a language's live texts: the stored file with the content
 * strings laid over, as the app shows them. A prerendered page compares its own with them.
 */
async function liveFingerprints(app: FastifyInstance, lng: Language) {
  const [bytes, strings] = await Promise.all([textBytes(app, lng), listContentStrings()]);
  let texts: object;
  try {
    texts = JSON.parse(bytes.toString('utf8')) as object;
  } catch (error) {
    // The app cannot read such a file either; no fingerprint matches, so pages go to the app.
    app.log.error({ err: error }, `the stored ${fileOf(lng)} is not JSON`);
    return {};
  }
  return sectionFingerprints(layContentStrings(texts, strings, lng));
}

/**
 * GET /translations/{lng}_translation.json: the edited texts, falling back to the bundle;
 * GET /translations/{lng}_fingerprints.json: their sections' fingerprints.
 */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translations.file, {
    handler: async (request, reply) => {
      const asked = fileRequest(request.params.file);
      if (!asked) throw notFound('translations.fileNotFound');
      const { lng, fingerprints } = asked;
      const answer = fingerprints
        ? await app.publicCache.get(`fingerprints:${lng}`, () => liveFingerprints(app, lng))
        : await app.publicCache.get(`translations:${lng}`, () => textBytes(app, lng));
      // Sent as stored: Fastify does not serialize a Buffer, so the 200 schema only documents it.
      // no-cache with an ETag: a text saved in the editor reaches the site on the next load,
      // and an unchanged file is a 304.
      return sendCached(request, reply, answer);
    },
  });
};
