import { join, resolve } from 'node:path';
import { repoRoot } from './platform/paths.ts';
import { startPlatform } from './platform/platform.ts';
import { publishLocalReleases } from './platform/releases.ts';

/**
 * `npm start`: the whole of BoatCare on this machine on embedded defaults (or on MONGO_URL and
 * S3_ENDPOINT when set). Ctrl-C stops everything.
 */
const production = process.env.NODE_ENV === 'production';
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));
const port = Number(process.env.PORT ?? 8080);

const DATABASES = {
  external: `MongoDB at MONGO_URL`,
  'ferretdb-postgresql': 'FerretDB v1 on PostgreSQL (embedded)',
  'ferretdb-sqlite': 'FerretDB v1 on SQLite (embedded)',
  'mongodb-memory-server': 'MongoDB from mongodb-memory-server (embedded)',
};
const STORAGES = {
  external: 'S3 at S3_ENDPOINT',
  s3rver: 's3rver (embedded, checks signatures)',
};

let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
let stopping = false;
const startup = new AbortController();

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[platform] ${signal}: stopping everything…`);
  if (platform) await platform.stop();
  else startup.abort(); // start-up then stops what it started and returns
  if (platform) {
    console.log('[platform] stopped');
    process.exit(0);
  }
}
// Ctrl-C, `kill`, or the terminal gone (a closed window, a dropped SSH session): all stop.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal));
}
// Whoever reads our output may be gone (a closed pipe): a failed write (EPIPE) must not end the
// process before it has stopped the database and the services it started.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

try {
  platform = await startPlatform({
    dataDir,
    port,
    seed: !production,
    quiet: false,
    // BOATCARE_BUILD=never serves the frontends as they are built (or not at all).
    build: process.env.BOATCARE_BUILD !== 'never',
    signal: startup.signal,
  });
} catch (error) {
  if (stopping) {
    console.log('[platform] stopped');
    process.exit(0);
  }
  console.error('[platform] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

// The built remotes become the release registry's versions (a changed build, the live one).
const admin = production
  ? { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' }
  : { email: 'admin@boatcare.test', password: 'boatcare-demo' };
if (admin.email && admin.password) {
  await publishLocalReleases(platform.url, dataDir, admin)
    .then((done) => done && console.log(`[platform] ${done}`))
    .catch((error: unknown) =>
      console.warn('[platform] could not publish the built remotes:', (error as Error).message),
    );
}

const lines = [
  '',
  `  BoatCare is running: open ${platform.url}/en`,
  '',
  `  database:        ${DATABASES[platform.databaseKind]}`,
  `  object storage:  ${STORAGES[platform.storageKind]}`,
  `  data folder:     ${dataDir}`,
  `  logs:            ${platform.logsDir}  (database, frontends build)`,
  `  API:             ${platform.url}/v1/...  (docs: ${platform.url}/v1/docs/marketplace)`,
];
if (production) {
  lines.push(
    '',
    '  Production mode: no demo data; the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD.',
  );
} else {
  lines.push(
    '',
    '  Demo sign-ins (password: boatcare-demo)',
    '    admin@boatcare.test     admin',
    '    owner@boatcare.test     customer (boat owner)',
    '    provider@boatcare.test  provider',
    '    club@boatcare.test      club',
  );
}
if (platform.missingServices.length) {
  lines.push('', `  Not running (not written yet): ${platform.missingServices.join(', ')}`);
}
lines.push('', '  Press Ctrl-C to stop.', '');
console.log(lines.join('\n'));
