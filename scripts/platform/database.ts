import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForTcp } from './net.ts';
import { startProcess } from './processes.ts';
import { repoRoot } from './paths.ts';

export interface Database {
  url: string;
  /** Which database this run uses, for the README's promise to say so. */
  kind: 'external' | 'ferretdb' | 'mongodb-memory-server';
  stop(): Promise<void>;
}

/**
 * MONGO_URL wins; otherwise FerretDB v1 on SQLite in `dataDir` (built once per machine with
 * Go); otherwise mongodb-memory-server, which needs to download a mongod.
 */
export async function startDatabase(dataDir: string, quiet = true): Promise<Database> {
  if (process.env.MONGO_URL) {
    return { url: process.env.MONGO_URL, kind: 'external', stop: async () => {} };
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
    const port = await freePort();
    const managed = startProcess(
      'ferretdb',
      ferretdb,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dir}/`,
        `--listen-addr=127.0.0.1:${port}`,
        '--debug-addr=127.0.0.1:0',
        `--state-dir=${dir}`,
        '--telemetry=disable',
        '--log-level=warn',
      ],
      { quiet },
    );
    await waitForTcp(port);
    return { url: `mongodb://127.0.0.1:${port}/boatcare`, kind: 'ferretdb', stop: managed.stop };
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
  };
}
