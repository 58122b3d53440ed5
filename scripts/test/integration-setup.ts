import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabase } from '../platform/database.ts';
import { startStorage } from '../platform/storage.ts';

/**
 * Vitest global setup for service integration tests: the real database and object storage,
 * once for the whole run. Each test file then works in a database and bucket of its own.
 */
export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-it-'));
  const database = await startDatabase(dataDir);
  const storage = await startStorage(dataDir);
  process.env.MONGO_URL = database.url;
  process.env.S3_ENDPOINT = storage.endpoint;
  process.env.S3_ACCESS_KEY = storage.accessKey;
  process.env.S3_SECRET_KEY = storage.secretKey;
  console.log(`integration tests use ${database.kind} and ${storage.kind}`);
  return async () => {
    await storage.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
