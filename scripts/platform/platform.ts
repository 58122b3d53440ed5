import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import routes from '../../services/gateway/routes.json' with { type: 'json' };
import { startDatabase, type Database } from './database.ts';
import { ensureFrontends } from './frontends.ts';
import { launchGateway } from './gateway.ts';
import { ensureSigningKeys, ensureVapidKeys } from './keys.ts';
import { freePort, waitForHttp } from './net.ts';
import { logFile, repoRoot } from './paths.ts';
import { runToEnd, startProcess, type Managed } from './processes.ts';

export { buildFrontends } from './frontends.ts';
import { loadDemoData } from './seed.ts';
import { startStorage, type ObjectStorage } from './storage.ts';
import { writeStoresFile } from '../backup/stores.ts';

export const SERVICES = Object.keys(routes.services) as (keyof typeof routes.services)[];
export type ServiceName = (typeof SERVICES)[number];

export interface PlatformOptions {
  /** Where the database, object storage and signing keys live; it persists across restarts. */
  dataDir: string;
  /** The gateway's port (the site and the API); 0 picks a free one. */
  port?: number;
  /** Load the demo data (the embedded default only, never in production). */
  seed?: boolean;
  /**
   * Hide the services' logs and the progress lines (failures are still shown). The database's
   * and the build's logs go to `<dataDir>/logs/` either way.
   */
  quiet?: boolean;
  /** Build the frontends (Nx restores unchanged ones from its cache). Default true. */
  build?: boolean;
  /** Aborting stops whatever has started so far (Ctrl-C during start-up). */
  signal?: AbortSignal;
}

export interface Platform {
  /** Where the site and the API answer, e.g. http://localhost:8080. */
  url: string;
  dataDir: string;
  /** Where the database's and the build's logs are (`<dataDir>/logs`). */
  logsDir: string;
  /** Where the services write emails when no SMTP_URL is set (tests read them here). */
  outboxDir: string;
  databaseKind: Database['kind'];
  /** The database the services use (tests that set records up directly connect here). */
  databaseUrl: string;
  storageKind: ObjectStorage['kind'];
  /** Each service's own address, for a developer who wants to skip the gateway. */
  services: Partial<Record<ServiceName, string>>;
  /** Services whose package has no src/server.ts yet. */
  missingServices: ServiceName[];
  /** The process id of a service now (it changes when the platform restarts a service). */
  pidOf(name: ServiceName): number | undefined;
  /** How long each step of start-up took, and when it began (ms from the start; some overlap). */
  phases: Phase[];
  stop(): Promise<void>;
}

export interface Phase {
  name: string;
  /** When it began, in ms after startPlatform was called. */
  startMs: number;
  ms: number;
}

const node = process.execPath;
/** Node's compile cache for the platform's processes (per checkout, so fresh folders use it). */
const COMPILE_CACHE = join(repoRoot, 'node_modules/.cache/boatcare/node-compile');
const log = (quiet: boolean, line: string) => {
  if (!quiet) console.log(`[platform] ${line}`);
};

/** Resolves when `url` is ready; rejects at once if the process behind it ends first. */
async function waitForReady(managed: Managed, url: string): Promise<void> {
  const ended = managed.exited.then((code) => {
    throw new Error(`${managed.name} stopped (${code}) while starting:\n${managed.recentOutput()}`);
  });
  try {
    // Minutes, not seconds: on a machine shared by many builds a start can take that long.
    await Promise.race([waitForHttp(url, 180_000), ended]);
  } catch (error) {
    if (error instanceof Error && !error.message.includes('while starting')) {
      error.message += `\n${managed.name} printed:\n${managed.recentOutput()}`;
    }
    throw error;
  }
}

/**
 * The whole stack on one machine: database, object storage, signing keys, the four services
 * (each its own process), demo data or the first admin, the built frontends and the gateway.
 * `npm start` and the end-to-end tests both use this.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const quiet = options.quiet ?? false;
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const production = process.env.NODE_ENV === 'production';
  const stack: { name: string; stop(): Promise<void> }[] = [];
  let stopped = false;
  // Stops the steps still running in the background (the frontends' build) on a failed start.
  const background = new AbortController();

  // Last started, first stopped; popping one at a time lets an abort and a failed start-up
  // stop in parallel without stopping anything twice.
  const stop = async () => {
    stopped = true;
    background.abort();
    for (let part = stack.pop(); part; part = stack.pop()) {
      await part
        .stop()
        .catch((error: unknown) => console.error(`[platform] ${part?.name}:`, error));
    }
  };

  const { signal } = options;
  signal?.addEventListener('abort', () => void stop(), { once: true });
  /** Between steps: stop here if start-up was aborted. */
  const step = () => signal?.throwIfAborted();

  const began = performance.now();
  const phases: Phase[] = [];
  /** Runs one step of start-up and notes how long it took. */
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const startMs = performance.now() - began;
    try {
      return await work();
    } finally {
      phases.push({ name, startMs, ms: performance.now() - began - startMs });
    }
  };

  // The frontends do not depend on anything else: Nx builds (or restores) them meanwhile.
  const frontends =
    (options.build ?? true)
      ? timed('frontends', () =>
          ensureFrontends(logFile(dataDir, 'build'), quiet, background.signal),
        ).then((done) => {
          const phase = phases.find(({ name }) => name === 'frontends');
          if (phase) phase.name = `frontends (${done})`;
        })
      : Promise.resolve();
  // Awaited once the rest is up; not an unhandled rejection before that.
  frontends.catch(() => {});

  try {
    log(quiet, `data folder ${dataDir}`);
    const [database, storage] = await Promise.all([
      timed('database', async () => {
        const started = await startDatabase(dataDir, timed);
        stack.push({ name: 'database', stop: started.stop });
        return started;
      }),
      timed('object storage', async () => {
        const started = await startStorage(dataDir);
        stack.push({ name: 'storage', stop: started.stop });
        return started;
      }),
    ]);
    step();
    log(quiet, `database: ${database.kind}, object storage: ${storage.kind}`);
    // Where `npm run backup` finds this running platform's stores (scripts/backup).
    const removeStoresFile = writeStoresFile(dataDir, {
      mongoUrl: database.url,
      s3: {
        endpoint: storage.endpoint,
        accessKey: storage.accessKey,
        secretKey: storage.secretKey,
        bucket: process.env.S3_BUCKET ?? 'boatcare',
      },
    });
    stack.push({ name: 'stores file', stop: removeStoresFile });

    const keys = ensureSigningKeys(dataDir);
    const vapid = ensureVapidKeys(dataDir);
    const port = options.port ?? 8080;
    const gatewayPort = port === 0 ? await freePort() : port;
    const url = `http://localhost:${gatewayPort}`;
    const shared: NodeJS.ProcessEnv = {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? url,
      MONGO_URL: database.url,
      S3_ENDPOINT: storage.endpoint,
      S3_ACCESS_KEY: storage.accessKey,
      S3_SECRET_KEY: storage.secretKey,
      JWT_PUBLIC_KEY: process.env.JWT_PUBLIC_KEY ?? keys.publicKey,
      // Web Push's public key: the environment's in production, else the data folder's.
      VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY ?? vapid.publicKey,
      // The services keep their outbox (emails when no SMTP_URL is set) in <dataDir>/outbox.
      DATA_DIR: dataDir,
      // The back office renders edited public pages there; the gateway serves them (ADR 15).
      RENDERED_PAGES_DIR: join(dataDir, 'pages'),
      // V8's compiled code of every module, kept across starts: a third less CPU per start.
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE,
    };

    const services: Platform['services'] = {};
    const running: Partial<Record<ServiceName, Managed>> = {};
    /**
     * A service that ends while the platform runs (a crash, `kill -9`) is started again after
     * a second, on the same port; more than five restarts in a minute gives up on it.
     */
    const supervise = (name: ServiceName, managed: Managed, launch: () => Managed) => {
      const restarts: number[] = [];
      const watch = (current: Managed) =>
        void current.exited.then(async (code) => {
          if (stopped) return;
          const now = Date.now();
          restarts.push(now);
          while (restarts.length && (restarts[0] ?? now) < now - 60_000) restarts.shift();
          if (restarts.length > 5) {
            console.error(`[platform] ${name} keeps stopping (${code}); not restarting it`);
            return;
          }
          console.error(`[platform] ${name} stopped unexpectedly (${code}); restarting it`);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          if (stopped) return;
          const next = launch();
          running[name] = next;
          watch(next);
        });
      watch(managed);
    };
    const missingServices: ServiceName[] = [];
    const starting: Promise<void>[] = [];
    for (const name of SERVICES) {
      const entry = join(repoRoot, 'services', name, 'src/server.ts');
      if (!existsSync(entry)) {
        missingServices.push(name);
        continue;
      }
      const fixed = process.env[`${name.toUpperCase()}_PORT`];
      const servicePort = fixed ? Number(fixed) : await freePort();
      const launch = () =>
        startProcess(name, node, [entry], {
          cwd: join(repoRoot, 'services', name),
          quiet,
          env: {
            ...shared,
            PORT: String(servicePort),
            // Fewer glibc memory pools: sharp's advice against fragmentation (as the images do).
            MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
            // Only the service that signs users in holds the private key.
            JWT_PRIVATE_KEY:
              name === 'marketplace' ? (process.env.JWT_PRIVATE_KEY ?? keys.privateKey) : '',
            // Only the service that sends pushes (its notification worker) signs them.
            ...(name === 'marketplace'
              ? { VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY ?? vapid.privateKey }
              : {}),
          },
        });
      const managed = launch();
      running[name] = managed;
      stack.push({ name, stop: () => (running[name] ?? managed).stop() });
      supervise(name, managed, launch);
      services[name] = `http://127.0.0.1:${servicePort}`;
      starting.push(
        timed(`service ${name}`, () => waitForReady(managed, `${services[name]}/ready`)),
      );
    }
    if (missingServices.length) {
      console.warn(`[platform] not started (no src/server.ts yet): ${missingServices.join(', ')}`);
    }
    // The gateway needs only the services' addresses: it starts with them.
    const upstream = (name: ServiceName) =>
      services[name] ?? `http://127.0.0.1:${routes.services[name].port}`;
    const gateway = launchGateway({
      port: gatewayPort,
      upstreams: {
        marketplace: upstream('marketplace'),
        payments: upstream('payments'),
        club: upstream('club'),
        backoffice: upstream('backoffice'),
      },
      production,
      quiet,
      env: {
        NODE_COMPILE_CACHE: shared.NODE_COMPILE_CACHE,
        RENDERED_PAGES_DIR: shared.RENDERED_PAGES_DIR,
      },
    });
    stack.push({ name: 'gateway', stop: gateway.stop });
    const gatewayReady = timed('gateway', () =>
      waitForReady(gateway, `http://127.0.0.1:${gatewayPort}/v1/health`),
    );
    // Awaited below; not an unhandled rejection while the services start.
    gatewayReady.catch(() => {});

    await Promise.all(starting);
    step();
    log(quiet, `services ready: ${Object.keys(services).join(', ')}`);

    const serviceEnv = { ...shared, JWT_PRIVATE_KEY: '' };
    await timed('demo data', async () => {
      if (options.seed && !production) {
        const done = await loadDemoData({
          dataDir,
          embedded: database.kind !== 'external',
          env: serviceEnv,
          signal,
        });
        log(quiet, `demo data: ${done}`);
      }
      if (production) {
        const firstAdmin = join(repoRoot, 'services/server-kit/src/seed/first-admin.ts');
        await runToEnd('first-admin', node, [firstAdmin], {
          cwd: repoRoot,
          env: serviceEnv,
          quiet: false,
          signal,
        });
      }
    });
    await gatewayReady;
    await timed('waiting for the frontends', () => frontends);
    step();

    return {
      url,
      dataDir,
      logsDir: dirname(logFile(dataDir, 'any')),
      outboxDir: process.env.OUTBOX_DIR ?? join(dataDir, 'outbox'),
      databaseKind: database.kind,
      databaseUrl: database.url,
      storageKind: storage.kind,
      services,
      missingServices,
      pidOf: (name) => running[name]?.child.pid,
      phases,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
