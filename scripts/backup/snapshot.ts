import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { BSON, MongoClient, type Document } from 'mongodb';
import { createStorage } from '@boatcare/server-kit';
import type { Stores } from './stores.ts';

const { EJSON } = BSON;

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export interface Manifest {
  format: 1;
  started_at: string;
  finished_at: string;
  database: string;
  collections: Record<string, number>;
  objects: { key: string; contentType: string; size: number }[];
}

const MANIFEST = 'manifest.json';
const storageOf = (stores: Stores) =>
  createStorage({ ...stores.s3, region: process.env.S3_REGION ?? 'us-east-1' });

/** The database the URL names (the platform's is `boatcare`). */
const databaseName = (url: string) => new URL(url).pathname.replace(/^\//, '') || 'boatcare';

/**
 * Writes every collection of the database (canonical EJSON, one document a line, so types such
 * as ObjectId, Date and Decimal128 come back as they were; the indexes beside it) and every
 * object of the bucket (bytes and content type) to `dir`. The collections are read one after
 * another: a write landing meanwhile may be in one collection and not another (see
 * docs/operations.md for a point-in-time copy).
 */
export async function backup(stores: Stores, dir: string): Promise<Manifest> {
  const started_at = new Date().toISOString();
  mkdirSync(join(dir, 'db'), { recursive: true });
  const client = await MongoClient.connect(stores.mongoUrl);
  const collections: Record<string, number> = {};
  const name = databaseName(stores.mongoUrl);
  try {
    const db = client.db(name);
    const listed = await db.listCollections({}, { nameOnly: true }).toArray();
    for (const { name: collection } of listed.sort((a, b) => a.name.localeCompare(b.name))) {
      if (collection.startsWith('system.')) continue;
      const out = createWriteStream(join(dir, 'db', `${collection}.ejson`));
      let count = 0;
      for await (const document of db.collection(collection).find({}, { sort: { _id: 1 } })) {
        if (!out.write(`${EJSON.stringify(document, { relaxed: false })}\n`))
          await once(out, 'drain');
        count += 1;
      }
      out.end();
      await once(out, 'finish');
      const indexes = await db.collection(collection).indexes();
      writeFileSync(
        join(dir, 'db', `${collection}.indexes.json`),
        JSON.stringify(
          indexes.filter((index) => index.name !== '_id_'),
          null,
          2,
        ),
      );
      collections[collection] = count;
    }
  } finally {
    await client.close();
  }

  const storage = storageOf(stores);
  const objects: Manifest['objects'] = [];
  for (const key of await storage.list('')) {
    const body = await storage.getBuffer(key);
    const stat = await storage.client.statObject(storage.bucket, key);
    const path = join(dir, 'objects', key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
    const contentType =
      (stat.metaData['content-type'] as string | undefined) ?? 'application/octet-stream';
    objects.push({ key, contentType, size: body.length });
  }

  const manifest: Manifest = {
    format: 1,
    started_at,
    finished_at: new Date().toISOString(),
    database: name,
    collections,
    objects,
  };
  writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

export function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${dir} holds no finished backup (no ${MANIFEST})`);
  }
}

/**
 * Puts a backup back into empty stores: every collection with its documents and indexes, and
 * every object. Refuses stores that hold accounts or objects, so a restore never mixes two
 * platforms' data.
 */
export async function restore(stores: Stores, dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  const storage = storageOf(stores);
  if (!(await storage.client.bucketExists(storage.bucket)))
    await storage.client.makeBucket(storage.bucket, process.env.S3_REGION ?? 'us-east-1');
  const client = await MongoClient.connect(stores.mongoUrl);
  try {
    const db = client.db(databaseName(stores.mongoUrl));
    // Empty: no accounts and no objects. A platform started on a new folder has already made
    // its collections and indexes (and maybe a cursor or a rate-limit count): those are replaced.
    if ((await db.collection('users').estimatedDocumentCount()) > 0)
      throw new Error(
        'the database is not empty (it holds users): restore needs an empty platform',
      );
    if ((await storage.list('')).length > 0)
      throw new Error(`the bucket ${storage.bucket} is not empty: restore needs an empty platform`);
    const existing = new Set(
      (await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name),
    );

    for (const collection of Object.keys(manifest.collections)) {
      if (existing.has(collection)) await db.collection(collection).drop();
      // Made even when empty, so the restored platform lists the same collections.
      await db.createCollection(collection);
      const target = db.collection(collection);
      const lines = createInterface({
        input: createReadStream(join(dir, 'db', `${collection}.ejson`)),
        crlfDelay: Infinity,
      });
      let batch: Document[] = [];
      const flush = async () => {
        if (batch.length) await target.insertMany(batch, { ordered: true });
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        batch.push(EJSON.parse(line, { relaxed: false }) as Document);
        if (batch.length >= 500) await flush();
      }
      await flush();
      const indexes = JSON.parse(
        readFileSync(join(dir, 'db', `${collection}.indexes.json`), 'utf8'),
      ) as { key: Document; name: string; unique?: boolean; sparse?: boolean }[];
      for (const { key, name, unique, sparse } of indexes)
        await target.createIndex(key, {
          name,
          ...(unique ? { unique } : {}),
          ...(sparse ? { sparse } : {}),
        });
    }
  } finally {
    await client.close();
  }
  for (const object of manifest.objects) {
    await storage.put(
      object.key,
      readFileSync(join(dir, 'objects', object.key)),
      object.contentType,
    );
  }
  return manifest;
}
