import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForTcp } from '../../../scripts/platform/net.ts';
import { repoRoot } from '../../../scripts/platform/paths.ts';
import { startProcess, type Managed } from '../../../scripts/platform/processes.ts';

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
}

/**
 * A database (FerretDB) and object storage (s3rver) of this test's own, that it can stop and
 * start again on the same port and data (the integration harness's are shared by every file).
 */
export async function ownDependencies() {
  const dir = mkdtempSync(join(tmpdir(), 'boatcare-outage-'));
  const ferretdb = execFileSync('bash', [join(repoRoot, 'scripts/ensure-ferretdb.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const databaseDir = join(dir, 'ferretdb');
  const storageDir = join(dir, 's3');
  mkdirSync(databaseDir, { recursive: true });
  mkdirSync(storageDir, { recursive: true });
  const databasePort = await freePort();
  const storagePort = await freePort();
  const { default: S3rver } = await import('@20minutes/s3rver');

  let database: Managed | undefined;
  let storage: S3rverInstance | undefined;
  const parts = {
    mongoUrl: `mongodb://127.0.0.1:${databasePort}/boatcare`,
    s3: { endpoint: `http://127.0.0.1:${storagePort}`, accessKey: 'S3RVER', secretKey: 'S3RVER' },
    async startDatabase() {
      database = startProcess(
        'ferretdb',
        ferretdb,
        [
          '--handler=sqlite',
          `--sqlite-url=file:${databaseDir}/`,
          `--listen-addr=127.0.0.1:${databasePort}`,
          '--debug-addr=127.0.0.1:0',
          `--state-dir=${databaseDir}`,
          '--telemetry=disable',
          '--log-level=error',
        ],
        { quiet: true },
      );
      await waitForTcp(databasePort);
    },
    async stopDatabase() {
      await database?.stop();
    },
    async startStorage() {
      storage = new S3rver({
        address: '127.0.0.1',
        port: storagePort,
        directory: storageDir,
        silent: true,
      });
      await storage.run();
    },
    async stopStorage() {
      await storage?.close();
      storage = undefined;
    },
    async close() {
      await parts.stopDatabase();
      await parts.stopStorage();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await parts.startDatabase();
  await parts.startStorage();
  return parts;
}
