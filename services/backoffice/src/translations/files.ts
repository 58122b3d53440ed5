import { randomUUID } from 'node:crypto';
import { HttpError, type Storage } from '@boatcare/server-kit';
import { LANGUAGES, type Language } from '@boatcare/shared-domain/core';
import { type TranslationTree } from '@boatcare/shared-domain/schemas/translations';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };

/** The translation files as the code ships them; object storage holds the edited copies. */
export const BUNDLED: Record<Language, TranslationTree> = { en, da };

export const fileOf = (lng: Language) => `${lng}_translation.json`;
const PREFIX = 'translations/';
const FILE_NAME = /^[a-z]{2}_translation\.json$/;

/**
 * Each save is a new object, `translations/<file>/<time>-<random>.json`, never a rewrite: the
 * embedded object store (s3rver) writes in place, so a read during a rewrite could see half a
 * file (S3 and MinIO never show a partial object, but the site must not depend on which store it
 * has). A read takes the newest version that parses; the file as one object
 * (`translations/<file>`, the layout before versions) is the oldest version. The newest few are
 * kept.
 */
const KEPT_VERSIONS = 5;

const versionPrefix = (file: string) => `${PREFIX}${file}/`;

/** A file's stored versions, newest first, the unversioned object last. */
async function versionsOf(storage: Storage, file: string): Promise<string[]> {
  const keys = await storage.list(`${PREFIX}${file}`);
  const versions = keys
    .filter((key) => key.startsWith(versionPrefix(file)))
    .sort()
    .reverse();
  return [...versions, ...keys.filter((key) => key === PREFIX + file)];
}

/**
 * The newest stored version that reads whole, or null when there is none. One that does not
 * (half-written while its save is under way, removed meanwhile) gives way to an older one;
 * when none does, a 503 to retry: not "no file", or the bundle would be uploaded over it.
 */
export async function readTranslationFile(
  storage: Storage,
  file: string,
): Promise<TranslationTree | null> {
  const versions = await versionsOf(storage, file);
  for (const key of versions) {
    try {
      return JSON.parse((await storage.getBuffer(key)).toString('utf8')) as TranslationTree;
    } catch {
      continue;
    }
  }
  if (versions.length) throw new HttpError(503, 'errors.unavailable');
  return null;
}

export async function writeTranslationFile(
  storage: Storage,
  file: string,
  tree: TranslationTree,
): Promise<void> {
  const version = `${String(Date.now()).padStart(15, '0')}-${randomUUID().slice(0, 8)}`;
  await storage.put(
    `${versionPrefix(file)}${version}.json`,
    `${JSON.stringify(tree, null, 2)}\n`,
    'application/json',
  );
  await storage.remove((await versionsOf(storage, file)).slice(KEPT_VERSIONS));
}

/** Names of the stored translation files, e.g. `da_translation.json`. */
export async function listTranslationFiles(storage: Storage): Promise<string[]> {
  const keys = await storage.list(PREFIX);
  const names = keys.map((key) => key.slice(PREFIX.length).split('/')[0] ?? '');
  return [...new Set(names)].filter((name) => FILE_NAME.test(name)).sort();
}

export const LANGUAGE_FILES = LANGUAGES.map(fileOf);
