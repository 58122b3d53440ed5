import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { imageSignerOf } from '@boatcare/server-kit/images';
import { freePort, waitForHttp } from '../../../scripts/platform/net.ts';
import { repoRoot } from '../../../scripts/platform/paths.ts';
import { startProcess, type Managed } from '../../../scripts/platform/processes.ts';
import { buildGateway, loadGatewayConfig } from '../src/app.ts';
import { closedPortUrl } from './helpers.ts';

export type ClusterService = 'marketplace' | 'payments';

/** One process of a service, on its own port. */
export interface Instance {
  service: ClusterService;
  url: string;
  pid(): number | undefined;
  /** `kill -9`: no graceful close, in-flight requests are cut. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it is ready. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The gateway (round robin over every instance of a service). */
  url: string;
  mongoUrl: string;
  instances: Record<ClusterService, Instance[]>;
  /** The signed query a photo key is served with (`?exp=..&sig=..`), as the services sign it. */
  imageQuery(key: string): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: Partial<Record<ClusterService, number>>;
  /** The database and storage; the integration harness's (in a database of its own) by default. */
  mongoUrl?: string;
  s3?: { endpoint: string; accessKey: string; secretKey: string };
  /** Extra environment for every service process. */
  env?: Record<string, string>;
}

const keys = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** A MongoDB URL on a database of its own, keeping host and options. */
export function freshDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/cluster_${randomUUID().replaceAll('-', '')}`;
  return parsed.toString();
}

/**
 * Several real service processes (`node services/<name>/src/server.ts`, as `npm start` runs
 * them) on one database and bucket, behind the embedded gateway with every instance's URL.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const mongoUrl = options.mongoUrl ?? freshDatabase(required('MONGO_URL'));
  const s3 = options.s3 ?? {
    endpoint: required('S3_ENDPOINT'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
  };
  const shared = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MONGO_URL: mongoUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: `cluster-${randomUUID()}`,
    JWT_PUBLIC_KEY: keys.publicKey,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'boatcare-cluster-outbox-')),
    ...options.env,
  };
  const instances: Record<ClusterService, Instance[]> = { marketplace: [], payments: [] };
  for (const [service, count] of Object.entries(options.instances) as [ClusterService, number][]) {
    for (let n = 0; n < count; n += 1) {
      instances[service].push(
        instance(service, await freePort(), {
          ...shared,
          JWT_PRIVATE_KEY: service === 'marketplace' ? keys.privateKey : '',
        }),
      );
    }
  }
  const all = Object.values(instances).flat();
  // One at a time: the first creates the bucket and the indexes the others find.
  for (const one of all) await one.start();

  const urls = (service: ClusterService) =>
    instances[service].map((one) => one.url).join(' ') || undefined;
  const nowhere = await closedPortUrl();
  const gateway: FastifyInstance = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      APPS_DIR: mkdtempSync(join(tmpdir(), 'boatcare-cluster-apps-')),
      MARKETPLACE_URL: urls('marketplace') ?? nowhere,
      PAYMENTS_URL: urls('payments') ?? nowhere,
      CLUB_URL: nowhere,
      BACKOFFICE_URL: nowhere,
    }),
  );
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`,
    mongoUrl,
    instances,
    imageQuery: (key) => imageSignerOf(keys.privateKey).query(key),
    async stop() {
      await gateway.close();
      await Promise.all(all.map((one) => one.stop()));
    },
  };
}

function instance(service: ClusterService, port: number, env: Record<string, string>): Instance {
  const url = `http://127.0.0.1:${port}`;
  let managed: Managed | undefined;
  return {
    service,
    url,
    pid: () => managed?.child.pid,
    async start() {
      managed = startProcess(
        `${service}:${port}`,
        process.execPath,
        [join(repoRoot, 'services', service, 'src/server.ts')],
        {
          cwd: join(repoRoot, 'services', service),
          quiet: true,
          env: { ...env, PORT: String(port) },
        },
      );
      const current = managed;
      const ended = current.exited.then((code) => `${service} stopped (${code})`);
      const outcome = await Promise.race([waitForHttp(`${url}/ready`, 90_000), ended]);
      if (typeof outcome === 'string') throw new Error(`${outcome}:\n${current.recentOutput()}`);
    },
    async kill() {
      if (!managed) return;
      managed.child.kill('SIGKILL');
      await managed.exited;
    },
    async stop() {
      await managed?.stop();
    },
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by the integration test harness`);
  return value;
}
