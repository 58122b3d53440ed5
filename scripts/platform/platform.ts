import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import routes from '../../services/gateway/routes.json' with { type: 'json' };
import { startDatabase, type Database } from './database.ts';
import { ensureSigningKeys } from './keys.ts';
import { freePort, waitForHttp } from './net.ts';
import { repoRoot } from './paths.ts';
import { runToEnd, startProcess, type Managed } from './processes.ts';
import { startStorage, type ObjectStorage } from './storage.ts';

export const SERVICES = Object.keys(routes.services) as (keyof typeof routes.services)[];
export type ServiceName = (typeof SERVICES)[number];

export interface PlatformOptions {
  /** Where the database, object storage and signing keys live; it persists across restarts. */
  dataDir: string;
  /** The gateway's port (the site and the API); 0 picks a free one. */
  port?: number;
  /** Load the demo data (the embedded default only, never in production). */
  seed?: boolean;
  /** Hide the children's logs (they are still shown when something fails to start). */
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
  stop(): Promise<void>;
}

const node = process.execPath;
/** The remotes' standalone dev servers (`npm run dev -w @boatcare/mf-<role>`). */
const STANDALONE_ORIGINS = [3011, 3012, 3013, 3014]
  .map((port) => `http://localhost:${port}`)
  .join(' ');
const log = (quiet: boolean, line: string) => {
  if (!quiet) console.log(`[platform] ${line}`);
};

/** Resolves when `url` is ready; rejects at once if the process behind it ends first. */
async function waitForReady(managed: Managed, url: string): Promise<void> {
  const ended = managed.exited.then((code) => {
    throw new Error(`${managed.name} stopped (${code}) while starting:\n${managed.recentOutput()}`);
  });
  try {
    await Promise.race([waitForHttp(url, 90_000), ended]);
  } catch (error) {
    if (error instanceof Error && !error.message.includes('while starting')) {
      error.message += `\n${managed.name} printed:\n${managed.recentOutput()}`;
    }
    throw error;
  }
}

/** Builds the shell and the remotes; Nx restores them from its local cache when unchanged. */
export async function buildFrontends(quiet = true, signal?: AbortSignal): Promise<void> {
  await runToEnd('build', join(repoRoot, 'node_modules/.bin/nx'), ['run-many', '-t', 'build'], {
    cwd: repoRoot,
    env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    quiet,
    signal,
  });
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

  // Last started, first stopped; popping one at a time lets an abort and a failed start-up
  // stop in parallel without stopping anything twice.
  const stop = async () => {
    stopped = true;
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

  try {
    log(quiet, `data folder ${dataDir}`);
    const database = await startDatabase(dataDir, quiet);
    stack.push({ name: 'database', stop: database.stop });
    step();
    const storage = await startStorage(dataDir);
    stack.push({ name: 'storage', stop: storage.stop });
    step();
    log(quiet, `database: ${database.kind}, object storage: ${storage.kind}`);

    const keys = ensureSigningKeys(dataDir);
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
      // The services keep their outbox (emails when no SMTP_URL is set) in <dataDir>/outbox.
      DATA_DIR: dataDir,
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
            // Only the service that signs users in holds the private key.
            JWT_PRIVATE_KEY:
              name === 'marketplace' ? (process.env.JWT_PRIVATE_KEY ?? keys.privateKey) : '',
          },
        });
      const managed = launch();
      running[name] = managed;
      stack.push({ name, stop: () => (running[name] ?? managed).stop() });
      supervise(name, managed, launch);
      services[name] = `http://127.0.0.1:${servicePort}`;
      starting.push(waitForReady(managed, `${services[name]}/ready`));
    }
    if (missingServices.length) {
      console.warn(`[platform] not started (no src/server.ts yet): ${missingServices.join(', ')}`);
    }
    await Promise.all(starting);
    step();
    log(quiet, `services ready: ${Object.keys(services).join(', ')}`);

    const serviceEnv = { ...shared, JWT_PRIVATE_KEY: '' };
    if (options.seed && !production) {
      const seed = join(repoRoot, 'services/server-kit/src/seed/run.ts');
      if (existsSync(seed)) {
        await runToEnd('seed', node, [seed], { cwd: repoRoot, env: serviceEnv, quiet, signal });
        log(quiet, 'demo data loaded');
      } else {
        console.warn(
          '[platform] no demo data: services/server-kit/src/seed/run.ts does not exist yet',
        );
      }
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

    step();
    if (options.build ?? true) {
      log(quiet, 'building the shell and remotes (Nx reuses its cache)');
      try {
        await buildFrontends(quiet, signal);
      } catch (error) {
        // A remote that does not build only fails to load (the shell shows its fallback).
        if (signal?.aborted || !existsSync(join(repoRoot, 'shell/dist/index.html'))) throw error;
        console.error(
          `[platform] some frontends did not build; serving what is built.\n${String(error)}`,
        );
      }
    }

    const upstream = (name: ServiceName) =>
      services[name] ?? `http://127.0.0.1:${routes.services[name].port}`;
    const gateway = startProcess(
      'gateway',
      node,
      [join(repoRoot, 'services/gateway/src/server.ts')],
      {
        cwd: repoRoot,
        quiet,
        env: {
          HOST: process.env.HOST ?? '127.0.0.1',
          PORT: String(gatewayPort),
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          APPS_DIR: repoRoot,
          MARKETPLACE_URL: upstream('marketplace'),
          PAYMENTS_URL: upstream('payments'),
          CLUB_URL: upstream('club'),
          BACKOFFICE_URL: upstream('backoffice'),
          // Outside production a team may point the site at its remote's dev server.
          REMOTE_OVERRIDE_ORIGINS:
            process.env.REMOTE_OVERRIDE_ORIGINS ?? (production ? '' : STANDALONE_ORIGINS),
        },
      },
    );
    stack.push({ name: 'gateway', stop: gateway.stop });
    await waitForReady(gateway, `http://127.0.0.1:${gatewayPort}/v1/health`);
    step();

    return {
      url,
      dataDir,
      outboxDir: process.env.OUTBOX_DIR ?? join(dataDir, 'outbox'),
      databaseKind: database.kind,
      databaseUrl: database.url,
      storageKind: storage.kind,
      services,
      missingServices,
      pidOf: (name) => running[name]?.child.pid,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
