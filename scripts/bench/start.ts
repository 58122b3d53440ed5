import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type Phase } from '../platform/platform.ts';
import { table } from './context.ts';
import { checkTarget } from './targets.ts';

const seconds = (value: number) => `${value.toFixed(1)} s`;

/**
 * CPU seconds this process and its ended children have used (Linux: /proc/self/stat's utime,
 * stime, cutime, cstime). The platform's processes are children, so a start's CPU is the
 * difference around start-and-stop: a figure the machine's load does not change much.
 */
function cpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the ") ": state is field 0, utime 11, stime 12, cutime 13, cstime 14 (clock ticks).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return ticks / 100;
  } catch {
    return null;
  }
}

/** Each step of one start, in the order they began (several run at once). */
function printPhases(label: string, phases: Phase[]) {
  console.log(`  ${label}, by step (began at +s, took s):`);
  const width = Math.max(...phases.map((phase) => phase.name.length));
  for (const phase of [...phases].sort((a, b) => a.startMs - b.startMs)) {
    console.log(
      `    ${phase.name.padEnd(width)}  +${(phase.startMs / 1000).toFixed(1).padStart(5)}  ${(phase.ms / 1000).toFixed(1).padStart(5)}`,
    );
  }
}

/** Seconds from `since` until the demo owner signs in through the gateway. */
async function untilDemoLogin(url: string, since: number): Promise<number> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@boatcare.test', password: 'boatcare-demo' }),
  });
  if (!response.ok) throw new Error(`demo login answered ${response.status}`);
  return (performance.now() - since) / 1000;
}

/**
 * `npm start` twice on one data folder, as startPlatform runs it (demo data, frontends built
 * from Nx's cache): the first start makes the folder, the second is the one the target is about.
 */
export default async function start() {
  console.log('### npm start until a demo login answers');
  console.log(
    `  load average now: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-bench-start-'));
  try {
    const rows: [string, string][] = [];
    let second = 0;
    for (const label of ['fresh data folder', 'existing data folder']) {
      const started = performance.now();
      const cpuBefore = cpuSeconds();
      const platform = await startPlatform({ dataDir, port: 0, seed: true, quiet: true });
      let took = 0;
      try {
        took = await untilDemoLogin(platform.url, started);
        printPhases(label, platform.phases);
        second = took;
      } finally {
        await platform.stop();
      }
      const cpuAfter = cpuSeconds();
      const cpu =
        cpuBefore === null || cpuAfter === null
          ? ''
          : `, CPU ${seconds(cpuAfter - cpuBefore)} over all processes (start and stop)`;
      rows.push([label, `${seconds(took)} (${platform.databaseKind}${cpu})`]);
    }
    table(rows);
    checkTarget('start on an existing data folder until a demo login', second, 20, 'max', seconds);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
