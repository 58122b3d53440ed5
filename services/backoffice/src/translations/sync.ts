import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '@boatcare/server-kit';
import { LANGUAGES } from '@boatcare/shared-domain/core';
import { BUNDLED, fileOf, readTranslationFile, writeTranslationFile } from './files.ts';
import { withMissingKeys } from './tree.ts';

/**
 * Brings the stored translation files up to the code's keys: a missing file is uploaded from
 * the bundle; an existing one gets only the keys it lacks, so texts edited in the admin
 * screen are never overwritten. Safe to run on every start.
 */
export async function syncBundledTranslations(
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const lng of LANGUAGES) {
    const file = fileOf(lng);
    let stored;
    try {
      stored = await readTranslationFile(storage, file);
    } catch (error) {
      // An unreadable file is left for an admin to fix rather than replaced.
      log.error({ err: error, file }, 'stored translation file is not valid JSON; left as it is');
      continue;
    }
    if (!stored) {
      await writeTranslationFile(storage, file, BUNDLED[lng]);
      log.info({ file }, 'uploaded the bundled translation file');
      continue;
    }
    const { tree, added } = withMissingKeys(stored, BUNDLED[lng]);
    if (added.length > 0) {
      await writeTranslationFile(storage, file, tree);
      log.info({ file, added: added.length }, 'added new translation keys');
    }
  }
}
