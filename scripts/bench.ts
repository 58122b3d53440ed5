/**
 * Benchmarks that print figures (sizes, latencies); not tests, nothing here passes or fails.
 *   npm run bench              every section
 *   npm run bench -- sizes     one section (sizes, home, images, lists)
 * Against BENCH_URL when set; otherwise a fresh platform on a temporary data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from './platform/platform.ts';
import type { BenchContext, BenchSection } from './bench/context.ts';

const sections: Record<string, () => Promise<{ default: BenchSection }>> = {
  sizes: () => import('./bench/sizes.ts'),
  home: () => import('./bench/home.ts'),
  images: async () => ({ default: (await import('./bench/list-images.ts')).imageBytes }),
  lists: () => import('./bench/lists.ts'),
};

const wanted = process.argv.slice(2).filter((arg) => arg in sections);
const names = wanted.length ? wanted : Object.keys(sections);

let stop = async () => {};
let url = process.env.BENCH_URL;
if (!url) {
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-bench-'));
  const platform = await startPlatform({ dataDir, port: 0, seed: true, quiet: true });
  url = platform.url;
  stop = async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
const context: BenchContext = { url };
try {
  for (const name of names) {
    console.log(`\n## ${name}`);
    const { default: section } = await sections[name]!();
    await section(context);
  }
} finally {
  await stop();
}
