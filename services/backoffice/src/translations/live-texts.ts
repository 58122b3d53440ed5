import { HttpError } from '@boatcare/server-kit';
import { layContentStrings, type Language } from '@boatcare/shared-domain/core';
import type { FastifyInstance } from 'fastify';
import { listContentStrings } from '../repositories/content-strings.ts';
import { BUNDLED, fileOf, readTranslationFile } from './files.ts';

/**
 * A language's texts as stored (edited in the back office), else the bundled ones: also when the
 * stored file cannot be read as JSON (logged), so the site keeps its texts.
 */
export async function liveTexts(app: FastifyInstance, lng: Language) {
  try {
    return (await readTranslationFile(app.storage, fileOf(lng))) ?? BUNDLED[lng];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    app.log.error({ err: error }, `the stored ${fileOf(lng)} cannot be read as JSON`);
    return BUNDLED[lng];
  }
}

/** The texts as the site shows them: the live texts with the content strings laid over. */
export async function shownTexts(app: FastifyInstance, lng: Language) {
  const [texts, strings] = await Promise.all([liveTexts(app, lng), listContentStrings()]);
  return layContentStrings(texts, strings, lng);
}
