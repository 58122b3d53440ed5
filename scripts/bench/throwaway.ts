import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabase, type Database } from '../platform/database.ts';
import { startStorage } from '../platform/storage.ts';

/**
 * Runs `measure` against a throwaway database and bucket (never the platform's): started on a
 * temporary folder, pointed to by MONGO_URL and S3_*, stopped and removed afterwards.
 */
export async function withThrowawayStore<T>(
  prefix: string,
  measure: (database: Database) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `boatcare-bench-${prefix}-`));
  const [database, storage] = await Promise.all([startDatabase(dataDir), startStorage(dataDir)]);
  Object.assign(process.env, {
    MONGO_URL: database.url,
    S3_ENDPOINT: storage.endpoint,
    S3_ACCESS_KEY: storage.accessKey,
    S3_SECRET_KEY: storage.secretKey,
  });
  try {
    return await measure(database);
  } finally {
    await storage.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
