import { isMissingObject, type Storage } from '@boatcare/server-kit';
import { LANGUAGES, type Language } from '@boatcare/shared-domain/core';
import { type TranslationTree } from '@boatcare/shared-domain/schemas/translations';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };

/** The translation files as the code ships them; object storage holds the edited copies. */
export const BUNDLED: Record<Language, TranslationTree> = { en, da };

export const fileOf = (lng: Language) => `${lng}_translation.json`;
const PREFIX = 'translations/';
const FILE_NAME = /^[a-z]{2}_translation\.json$/;

const isMissing = isMissingObject;

/** The stored file's bytes, or null when there is none. */
export async function readTranslationBytes(storage: Storage, file: string): Promise<Buffer | null> {
  try {
    return await storage.getBuffer(PREFIX + file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function readTranslationFile(
  storage: Storage,
  file: string,
): Promise<TranslationTree | null> {
  const bytes = await readTranslationBytes(storage, file);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as TranslationTree) : null;
}

export async function writeTranslationFile(
  storage: Storage,
  file: string,
  tree: TranslationTree,
): Promise<void> {
  await storage.put(PREFIX + file, `${JSON.stringify(tree, null, 2)}\n`, 'application/json');
}

/** Names of the stored translation files, e.g. `da_translation.json`. */
export async function listTranslationFiles(storage: Storage): Promise<string[]> {
  const keys = await storage.list(PREFIX);
  return keys
    .map((key) => key.slice(PREFIX.length))
    .filter((name) => FILE_NAME.test(name))
    .sort();
}

export const LANGUAGE_FILES = LANGUAGES.map(fileOf);
