import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './net.ts';

export interface ObjectStorage {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  kind: 'external' | 's3rver';
  stop(): Promise<void>;
}

/**
 * S3_ENDPOINT wins; otherwise s3rver (an S3 server that checks SigV4 signatures) on `dataDir`,
 * with the services' bucket (S3_BUCKET, default boatcare) made before any service starts.
 */
export async function startStorage(dataDir: string): Promise<ObjectStorage> {
  if (process.env.S3_ENDPOINT) {
    return {
      endpoint: process.env.S3_ENDPOINT,
      accessKey: process.env.S3_ACCESS_KEY ?? '',
      secretKey: process.env.S3_SECRET_KEY ?? '',
      kind: 'external',
      stop: async () => {},
    };
  }
  const { default: S3rver } = await import('@20minutes/s3rver');
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const bucket = process.env.S3_BUCKET ?? 'boatcare';
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's built-in account; it verifies request signatures against this pair.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    kind: 's3rver',
    stop: () => server.close(),
  };
}
