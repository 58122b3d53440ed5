/**
 * Benchmarks that print figures (sizes, latencies); not tests, nothing here passes or fails.
 *   npm run bench              every section but load, lighthouse and trace (minutes each)
 *   npm run bench -- sizes     one section (sizes, home, images, lists, api, start, events, lighthouse, trace, inp, load)
 * Against BENCH_URL when set; otherwise a fresh platform on a temporary data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from './platform/platform.ts';
import type { BenchContext, BenchSection } from './bench/context.ts';
import { printSummary } from './bench/targets.ts';

const sections: Record<string, () => Promise<{ default: BenchSection }>> = {
  sizes: () => import('./bench/sizes.ts'),
  home: () => import('./bench/home.ts'),
  images: async () => ({ default: (await import('./bench/list-images.ts')).imageBytes }),
  lists: () => import('./bench/lists.ts'),
  api: () => import('./bench/api.ts'),
  start: () => import('./bench/start.ts'),
  events: () => import('./bench/events.ts'),
  lighthouse: () => import('./bench/lighthouse.ts'),
  inp: () => import('./bench/inp.ts'),
  trace: () => import('./bench/trace.ts'),
  load: () => import('./bench/load.ts'),
};

const wanted = process.argv.slice(2).filter((arg) => arg in sections);
// The load scenario, the Lighthouse table and the traces run for minutes: only when asked for by name.
const ASKED_ONLY = new Set(['load', 'lighthouse', 'trace']);
const names = wanted.length
  ? wanted
  : Object.keys(sections).filter((name) => !ASKED_ONLY.has(name));
/** Sections that start platforms of their own (a bench platform beside them only adds load). */
const SELF_CONTAINED = new Set(['start']);

let stop = async () => {};
let url = process.env.BENCH_URL;
let services: BenchContext['services'];
let databaseUrl: string | undefined;
if (!url && names.some((name) => !SELF_CONTAINED.has(name))) {
  // The load scenario's people all come from this one address: the per-IP repeat limits are
  // raised for it as for the fuzz (a deployment behind a proxy counts each person's address).
  if (names.includes('load')) process.env.WRITE_LIMIT_FACTOR ??= '100';
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-bench-'));
  const platform = await startPlatform({ dataDir, port: 0, seed: true, quiet: true });
  url = platform.url;
  services = platform.services;
  databaseUrl = platform.databaseUrl;
  stop = async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
const context: BenchContext = { url: url ?? '', services, databaseUrl };
try {
  for (const name of names) {
    console.log(`\n## ${name}`);
    const { default: section } = await sections[name]!();
    await section(context);
  }
  printSummary();
} finally {
  await stop();
}
