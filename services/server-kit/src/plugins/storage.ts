import fp from 'fastify-plugin';
import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { isMissingObject } from '../store-errors.ts';

export interface StorageOptions {
  endpoint: string;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export interface Storage {
  readonly bucket: string;
  readonly client: Client;
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(keys: string[]): Promise<void>;
  list(prefix: string): Promise<string[]>;
  ping(): Promise<void>;
}

const isMissing = isMissingObject;

export function createStorage(options: StorageOptions): Storage {
  const url = new URL(options.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    useSSL: url.protocol === 'https:',
    region: options.region,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    pathStyle: true,
  });
  const { bucket } = options;
  return {
    bucket,
    client,
    async put(key, body, contentType) {
      const data = typeof body === 'string' ? Buffer.from(body) : body;
      await client.putObject(bucket, key, data, data.length, { 'Content-Type': contentType });
    },
    get: (key) => client.getObject(bucket, key),
    async getBuffer(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async exists(key) {
      try {
        await client.statObject(bucket, key);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length) await client.removeObjects(bucket, keys);
    },
    async list(prefix) {
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        if (item.name) keys.push(item.name);
      }
      return keys;
    },
    async ping() {
      await client.bucketExists(bucket);
    },
  };
}

/** S3-compatible object storage (MinIO in production, s3rver in the embedded default). */
export const storagePlugin = fp<StorageOptions>(
  async (app, options) => {
    const storage = createStorage(options);
    if (!(await storage.client.bucketExists(options.bucket))) {
      await storage.client.makeBucket(options.bucket, options.region).catch((error: unknown) => {
        // Another service may have created it a moment ago.
        const code = (error as { code?: string }).code ?? '';
        if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(code)) throw error;
      });
    }
    app.decorate('storage', storage);
  },
  { name: 'boatcare-storage' },
);

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}
