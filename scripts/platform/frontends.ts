import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from './paths.ts';
import { runToEnd } from './processes.ts';

/** The frontends' builds; each must exist for the site to be served whole. */
const OUTPUTS = [
  'shell/dist/index.html',
  ...['customer', 'provider', 'club', 'admin'].map((role) => `mf-${role}/dist/mf-manifest.json`),
];
/** What the builds are made from (Nx's inputs: the projects and what they depend on). */
const INPUT_FOLDERS = [
  'shell',
  'mf-customer',
  'mf-provider',
  'mf-club',
  'mf-admin',
  'shared-ui',
  'shared-domain',
  'tooling',
];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'nx.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
];
const SKIPPED = new Set(['node_modules', 'dist', '.nx', '.cache']);
/** When the last successful build began (written only after it succeeded). */
const STAMP = join(repoRoot, 'node_modules/.cache/boatcare/frontends-built.json');

/** The newest modification time of any input file, in ms. */
function newestInput(): number {
  let newest = 0;
  const visit = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) visit(child);
      else newest = Math.max(newest, statSync(child).mtimeMs);
    }
  };
  for (const folder of INPUT_FOLDERS) {
    const path = join(repoRoot, folder);
    if (existsSync(path)) visit(path);
  }
  for (const file of INPUT_FILES) {
    const path = join(repoRoot, file);
    if (existsSync(path)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Whether the built frontends are those of the files as they are now: every output exists and
 * no input changed since the last build through here began. Checking costs a walk of the source
 * folders (milliseconds); asking Nx costs seconds of CPU even when its cache has everything.
 */
export function frontendsUpToDate(): boolean {
  if (!OUTPUTS.every((output) => existsSync(join(repoRoot, output)))) return false;
  try {
    const { startedAt } = JSON.parse(readFileSync(STAMP, 'utf8')) as { startedAt?: number };
    return typeof startedAt === 'number' && newestInput() < startedAt;
  } catch {
    return false;
  }
}

/**
 * Builds the shell and the remotes, Nx's output to `log`; Nx restores them from its local cache
 * when unchanged.
 */
export async function buildFrontends(log: string, signal?: AbortSignal): Promise<void> {
  const startedAt = Date.now();
  await runToEnd('build', join(repoRoot, 'node_modules/.bin/nx'), ['run-many', '-t', 'build'], {
    cwd: repoRoot,
    env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    log,
    signal,
  });
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ startedAt }));
}

/**
 * What `npm start` needs: the frontends as built from the current files. Nx runs only when an
 * input changed since the last build (BOATCARE_BUILD=always runs it every time). A remote that
 * does not build only fails to load (the shell shows its fallback), so only a missing shell
 * (or an abort) is an error. Resolves with what was done.
 */
export async function ensureFrontends(
  log: string,
  quiet: boolean,
  signal: AbortSignal,
): Promise<'up to date' | 'built'> {
  if (process.env.BOATCARE_BUILD !== 'always' && frontendsUpToDate()) return 'up to date';
  if (!quiet) {
    console.log(`[platform] building the shell and remotes (Nx reuses its cache; log: ${log})`);
  }
  try {
    await buildFrontends(log, signal);
  } catch (error) {
    if (signal.aborted || !existsSync(join(repoRoot, 'shell/dist/index.html'))) throw error;
    console.error(
      `[platform] some frontends did not build; serving what is built.\n${String(error)}`,
    );
  }
  return 'built';
}
