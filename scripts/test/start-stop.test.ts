import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../platform/paths.ts';

/**
 * `npm start` (npm, scripts/bootstrap.mjs, scripts/start.ts) stopped by a signal after whoever
 * read its output has gone (a parent that exited, a dropped SSH session) stops everything it
 * started: the PostgreSQL cluster (which pg_ctl runs outside our process group), FerretDB, the
 * services, the gateway. Each of them has the data folder in its command line or environment.
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

/**
 * How each signal comes: SIGTERM from a parent or supervisor to `npm start` itself (npm passes
 * it on); SIGHUP from a terminal that hung up, to every process of its foreground group.
 */
const send = {
  SIGTERM: (npm: ChildProcess) => npm.kill('SIGTERM'),
  SIGHUP: (npm: ChildProcess) => process.kill(-(npm.pid ?? 0), 'SIGHUP'),
};

describe.skipIf(!existsSync('/proc/self/environ'))('npm start stopped by a signal', () => {
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    'stops every process it started on %s with its output pipe closed',
    async (signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-start-stop-'));
      // Its own process group, as a terminal's job.
      const npm = spawn('npm', ['start'], {
        cwd: repoRoot,
        env: { ...env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      npm.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      npm.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      try {
        const deadline = Date.now() + 240_000;
        while (!output.includes('BoatCare is running') && npm.exitCode === null) {
          if (Date.now() > deadline) throw new Error(`no banner after 240 s:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(output).toContain('BoatCare is running');
        const running = processesOf(dataDir).join('\n');
        expect(running).toContain('postgres -D');
        expect(running).toContain('ferretdb');
        expect(running).toContain('services/marketplace/src/server.ts');

        const url = /open (http:\/\/localhost:\d+)\//.exec(output)?.[1];
        npm.stdout.destroy();
        npm.stderr.destroy();
        // Output to pass on (the gateway logs the 404s) while nobody reads it: writes fail (EPIPE).
        for (let i = 0; i < 3; i++) await fetch(`${url}/v1/no-such-route`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(npm.exitCode).toBeNull();

        send[signal](npm);
        // Stopping the services and the database takes seconds (minutes on a busy machine).
        for (let waited = 0; processesOf(dataDir).length && waited < 120_000; waited += 250) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(processesOf(dataDir)).toEqual([]);
      } finally {
        // What a failed run left behind, so the next test and the machine are clean.
        for (const left of processesOf(dataDir)) {
          process.kill(Number(left.split(' ')[0]), 'SIGKILL');
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    420_000,
  );
});
