import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForTcp } from './net.ts';
import { postgresBin, startPostgres } from './postgres.ts';
import { startProcess } from './processes.ts';
import { logFile, repoRoot } from './paths.ts';

export interface Database {
  url: string;
  /** Which database this run uses, for the README's promise to say so. */
  kind: 'external' | 'ferretdb-postgresql' | 'ferretdb-sqlite' | 'mongodb-memory-server';
  stop(): Promise<void>;
  /**
   * After a bulk load (the bench's seeding): brings the embedded PostgreSQL's statistics and
   * indexes up to date (VACUUM ANALYZE), as autovacuum does on a live database over minutes;
   * without it the first queries after 100k inserts measure the planner catching up. Nothing
   * to do for the other databases.
   */
  settle(): Promise<void>;
}

/** Runs a step of start-up, noting how long it took (startPlatform's phases). */
export type Timed = <T>(name: string, work: () => Promise<T>) => Promise<T>;
const untimed: Timed = (_name, work) => work();

/**
 * Which store the embedded FerretDB uses (docs/adr/0009): PostgreSQL when Debian's package is
 * installed, SQLite otherwise or when BOATCARE_EMBEDDED_DB=sqlite. A data folder that already
 * holds a SQLite database and no PostgreSQL cluster keeps SQLite, so its data stays.
 */
function embeddedStore(
  dataDir: string,
): { handler: 'postgresql'; bin: string } | { handler: 'sqlite' } {
  const wanted = process.env.BOATCARE_EMBEDDED_DB;
  if (wanted === 'sqlite') return { handler: 'sqlite' };
  const bin = postgresBin();
  if (!bin) {
    if (wanted === 'postgresql')
      throw new Error('BOATCARE_EMBEDDED_DB=postgresql: no initdb found');
    return { handler: 'sqlite' };
  }
  const sqliteDir = join(dataDir, 'ferretdb');
  const hasSqlite =
    existsSync(sqliteDir) && readdirSync(sqliteDir).some((name) => name.endsWith('.sqlite'));
  if (!wanted && hasSqlite && !existsSync(join(dataDir, 'postgres'))) return { handler: 'sqlite' };
  return { handler: 'postgresql', bin };
}

/**
 * MONGO_URL wins; otherwise FerretDB v1 (built once per machine with Go) on PostgreSQL or
 * SQLite in `dataDir`; otherwise mongodb-memory-server, which needs to download a mongod.
 * FerretDB and PostgreSQL log to `<dataDir>/logs/`; the terminal hears of them when they fail.
 */
export async function startDatabase(dataDir: string, timed: Timed = untimed): Promise<Database> {
  if (process.env.MONGO_URL) {
    return {
      url: process.env.MONGO_URL,
      kind: 'external',
      stop: async () => {},
      settle: async () => {},
    };
  }
  let ferretdb: string | undefined;
  try {
    ferretdb = execFileSync('bash', [join(repoRoot, 'scripts/ensure-ferretdb.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
  } catch {
    ferretdb = undefined;
  }
  if (ferretdb) {
    const dir = join(dataDir, 'ferretdb');
    mkdirSync(dir, { recursive: true });
    const store = embeddedStore(dataDir);
    const postgres =
      store.handler === 'postgresql'
        ? await timed('database: PostgreSQL cluster', () => startPostgres(store.bin, dataDir))
        : null;
    const port = await freePort();
    const log = logFile(dataDir, 'ferretdb');
    const managed = startProcess(
      'ferretdb',
      ferretdb,
      [
        ...(postgres
          ? ['--handler=postgresql', `--postgresql-url=${postgres.url}`]
          : ['--handler=sqlite', `--sqlite-url=file:${dir}/`]),
        `--listen-addr=127.0.0.1:${port}`,
        '--debug-addr=127.0.0.1:0',
        `--state-dir=${dir}`,
        '--telemetry=disable',
        '--log-level=warn',
      ],
      { log },
    );
    let stopping = false;
    const stop = async () => {
      stopping = true;
      await managed.stop();
      await postgres?.stop();
    };
    // Nothing restarts the database: its end is news, with the lines that may say why.
    const ended = managed.exited.then((code) => {
      const news = `FerretDB stopped (${code}); the last lines of ${log}:\n${managed.recentOutput()}`;
      if (!stopping) console.error(`[platform] ${news}`);
      throw new Error(news);
    });
    ended.catch(() => {});
    try {
      await timed('database: FerretDB', () => Promise.race([waitForTcp(port), ended]));
    } catch (error) {
      await stop();
      throw error;
    }
    return {
      url: `mongodb://127.0.0.1:${port}/boatcare`,
      kind: postgres ? 'ferretdb-postgresql' : 'ferretdb-sqlite',
      stop,
      settle: async () => {
        await postgres?.sql('VACUUM ANALYZE');
      },
    };
  }
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await MongoMemoryServer.create({
    instance: { dbPath: join(dataDir, 'mongodb'), storageEngine: 'wiredTiger' },
  });
  return {
    url: server.getUri('boatcare'),
    kind: 'mongodb-memory-server',
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
    settle: async () => {},
  };
}
