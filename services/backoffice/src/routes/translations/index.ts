import { route, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  isTextsNamespace,
  LANGUAGES,
  sectionFingerprints,
  textsOf,
  type Language,
  type TextsNamespace,
} from '@boatcare/shared-domain/core';
import { translations } from '@boatcare/shared-domain/endpoints';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../public-cache.ts';
import { liveTexts, shownTexts } from '../../translations/live-texts.ts';

/** What a file name asks for: the whole file, one namespace of it, or its fingerprints. */
type Kind = 'translation' | 'fingerprints' | TextsNamespace;

/**
 * `en_translation.json` -> the English texts; `en_core.json`, `en_admin.json`... -> the sections
 * of one namespace (shared-domain text-areas.ts); `en_fingerprints.json` -> the fingerprints;
 * `ae` is served the English texts; anything else is unknown.
 */
function fileRequest(file: string): { lng: Language; kind: Kind } | null {
  const match = /^([a-z]{2})_([a-z]+)\.json$/.exec(file);
  const lng = match?.[1] === 'ae' ? 'en' : match?.[1];
  const kind = match?.[2] ?? '';
  if (!(LANGUAGES as readonly string[]).includes(lng ?? '')) return null;
  if (kind !== 'translation' && kind !== 'fingerprints' && !isTextsNamespace(kind)) return null;
  return { lng: lng as Language, kind };
}

const textBytes = async (app: FastifyInstance, lng: Language) =>
  Buffer.from(JSON.stringify(await liveTexts(app, lng)));

/** One namespace's sections of the live texts. */
async function namespaceBytes(app: FastifyInstance, lng: Language, namespace: TextsNamespace) {
  return Buffer.from(JSON.stringify(textsOf(await liveTexts(app, lng), namespace)));
}

/**
 * The fingerprint of each section of a language's live texts: the stored file with the content
 * strings laid over, as the app shows them. A prerendered page compares its own with them.
 */
const liveFingerprints = async (app: FastifyInstance, lng: Language) =>
  sectionFingerprints(await shownTexts(app, lng));

/**
 * GET /translations/{lng}_translation.json: the edited texts, falling back to the bundle;
 * GET /translations/{lng}_{namespace}.json: the sections of one namespace of them (what the app
 * reads); GET /translations/{lng}_fingerprints.json: their sections' fingerprints.
 */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, translations.file, {
    handler: async (request, reply) => {
      const asked = fileRequest(request.params.file);
      if (!asked) throw notFound('translations.fileNotFound');
      const { lng, kind } = asked;
      const answer =
        kind === 'fingerprints'
          ? await app.publicCache.get(`fingerprints:${lng}`, () => liveFingerprints(app, lng))
          : kind === 'translation'
            ? await app.publicCache.get(`translations:${lng}`, () => textBytes(app, lng))
            : await app.publicCache.get(`translations:${lng}:${kind}`, () =>
                namespaceBytes(app, lng, kind),
              );
      // Sent as stored: Fastify does not serialize a Buffer, so the 200 schema only documents it.
      // no-cache with an ETag: a text saved in the editor reaches the site on the next load,
      // and an unchanged file is a 304.
      return sendCached(request, reply, answer);
    },
  });
};
