import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDatabase } from '../platform/database.ts';
import { startStorage } from '../platform/storage.ts';

/** Where a platform's data lives: its database and its object storage bucket. */
export interface Stores {
  mongoUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
}

const storesFile = (dataDir: string) => join(dataDir, 'run', 'stores.json');

/**
 * A running platform says where its stores are (the embedded ones listen on free ports), so
 * `npm run backup` can reach it; removed when it stops.
 */
export function writeStoresFile(dataDir: string, stores: Stores): () => Promise<void> {
  mkdirSync(join(dataDir, 'run'), { recursive: true });
  writeFileSync(storesFile(dataDir), JSON.stringify(stores, null, 2), { mode: 0o600 });
  return async () => rmSync(storesFile(dataDir), { force: true });
}

/**
 * The stores to back up or restore into: MONGO_URL and S3_ENDPOINT when set (compose, a real
 * deployment); else those of the platform running on `dataDir`; else the embedded ones started
 * here on `dataDir` for the time of the work (the platform is not running, or the folder is new).
 */
export async function openStores(
  dataDir: string,
): Promise<{ stores: Stores; origin: string; close(): Promise<void> }> {
  const bucket = process.env.S3_BUCKET ?? 'boatcare';
  if (process.env.MONGO_URL && process.env.S3_ENDPOINT) {
    return {
      stores: {
        mongoUrl: process.env.MONGO_URL,
        s3: {
          endpoint: process.env.S3_ENDPOINT,
          accessKey: process.env.S3_ACCESS_KEY ?? '',
          secretKey: process.env.S3_SECRET_KEY ?? '',
          bucket,
        },
      },
      origin: 'MONGO_URL and S3_ENDPOINT',
      close: async () => {},
    };
  }
  const file = storesFile(dataDir);
  if (existsSync(file)) {
    return {
      stores: JSON.parse(readFileSync(file, 'utf8')) as Stores,
      origin: `the platform running on ${dataDir}`,
      close: async () => {},
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const database = await startDatabase(dataDir);
  const storage = await startStorage(dataDir).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  return {
    stores: {
      mongoUrl: database.url,
      s3: {
        endpoint: storage.endpoint,
        accessKey: storage.accessKey,
        secretKey: storage.secretKey,
        bucket,
      },
    },
    origin: `${database.kind} and ${storage.kind} on ${dataDir}`,
    close: async () => {
      await storage.stop();
      await database.stop();
    },
  };
}
