import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../platform/paths.ts';

/**
 * `npm start` (scripts/start.ts) stopped by a signal after whoever read its output has gone (a
 * parent that exited, a dropped SSH session) stops everything it started: the PostgreSQL
 * cluster (which pg_ctl runs outside our process group), FerretDB, the services, the gateway.
 * Everything it started has the data folder in its command line or its environment.
 */
function processesOf(dataDir: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (cmdline.includes(dataDir) || environ.includes(`DATA_DIR=${dataDir}\0`)) {
        found.push(`${pid} ${cmdline.trim()}`);
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

// LOG_LEVEL=info: the gateway logs each request, which the platform passes on to its output.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: '0',
  BOATCARE_BUILD: 'never',
  LOG_LEVEL: 'info',
};
// The embedded database and storage, not the integration tests' (their global setup sets these).
for (const name of ['MONGO_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) delete env[name];

describe.skipIf(!existsSync('/proc/self/environ'))('npm start stopped by a signal', () => {
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    'stops every process it started on %s with its output pipe closed',
    async (signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-start-stop-'));
      const start = spawn(process.execPath, [join(repoRoot, 'scripts/start.ts')], {
        env: { ...env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      start.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      start.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      const exited = once(start, 'exit') as Promise<[number | null, string | null]>;
      try {
        const deadline = Date.now() + 240_000;
        while (!output.includes('BoatCare is running') && start.exitCode === null) {
          if (Date.now() > deadline) throw new Error(`no banner after 240 s:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(output).toContain('BoatCare is running');
        const running = processesOf(dataDir).join('\n');
        expect(running).toContain('postgres -D');
        expect(running).toContain('ferretdb');
        expect(running).toContain('services/marketplace/src/server.ts');

        const url = /open (http:\/\/localhost:\d+)\//.exec(output)?.[1];
        start.stdout.destroy();
        start.stderr.destroy();
        // Output to pass on (the gateway logs the 404s) while nobody reads it: writes fail (EPIPE).
        for (let i = 0; i < 3; i++) await fetch(`${url}/v1/no-such-route`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(start.exitCode).toBeNull();
        start.kill(signal);
        const [code] = await exited;
        expect(code).toBe(0);
        // The postmaster's own children end just after it.
        for (let waited = 0; processesOf(dataDir).length && waited < 10_000; waited += 250) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(processesOf(dataDir)).toEqual([]);
      } finally {
        // What a failed run left behind, so the next test and the machine are clean.
        if (start.exitCode === null) start.kill('SIGKILL');
        for (const left of processesOf(dataDir))
          process.kill(Number(left.split(' ')[0]), 'SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    360_000,
  );
});
