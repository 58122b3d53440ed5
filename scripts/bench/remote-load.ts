import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Role } from '@boatcare/shared-domain/core';
import { repoRoot } from '../platform/paths.ts';
import { kb } from './context.ts';
import { sharedModules } from './first-load.ts';
import { isCode, type Transfer } from './transfers.ts';

interface RemoteStats {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** Each JS file's modules (raw bytes), written by the remotes' build (tooling/src/chunk-modules.ts). */
type ChunkModules = Record<string, { module: string; size: number }[]>;

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** What each file of a build is, from its mf-stats.json: the shared modules or the expose in it. */
function fileOwners(stats: RemoteStats | undefined): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const add = (file: string, name: string) => owners.set(file, [...(owners.get(file) ?? []), name]);
  for (const shared of stats?.shared ?? [])
    for (const file of shared.assets.js.sync) add(file, `shared ${shared.name}`);
  for (const expose of stats?.exposes ?? [])
    for (const file of expose.assets.js.sync) add(file, `expose ./${expose.name}`);
  return owners;
}

const summary = (names: string[]) =>
  `${names.slice(0, 2).join(', ')}${names.length > 2 ? ` (+${names.length - 2})` : ''}`;

/**
 * Where a role's first screen's bytes go (gzip as sent), largest first: each file of the
 * remote with what mf-stats.json says it is (a shared module's own copy, an expose, or a page's
 * chunk) and its largest modules (raw bytes before minification, from chunk-modules.json), then
 * any file of the shell's the screen asked for.
 */
export function remoteLoadRows(role: Role, loaded: Transfer[]): [string, string][] {
  const dist = join(repoRoot, `mf-${role}`, 'dist');
  const owners = fileOwners(readJson<RemoteStats>(join(dist, 'mf-stats.json')));
  const modules = readJson<ChunkModules>(join(dist, 'chunk-modules.json')) ?? {};
  const shellOwners = new Map<string, string[]>();
  for (const shared of sharedModules())
    for (const file of shared.assets.js.sync)
      shellOwners.set(`/${file}`, [...(shellOwners.get(`/${file}`) ?? []), shared.name]);
  const prefix = `/remotes/${role}/`;
  const rows: [string, string][] = [];
  for (const t of loaded.filter(isCode).sort((a, b) => b.body - a.body)) {
    const path = new URL(t.url).pathname;
    if (!path.startsWith(prefix)) {
      const names = shellOwners.get(path) ?? [];
      rows.push([`  shell ${path}`, `${kb(t.body).padStart(8)}  ${summary(names)}`]);
      continue;
    }
    const file = path.slice(prefix.length);
    const inside = modules[file] ?? [];
    const label =
      file === 'remoteEntry.js'
        ? 'entry: share and expose tables, federation bundler runtime'
        : summary(owners.get(file) ?? []) ||
          (file.endsWith('.css') ? 'CSS' : 'the page, or a chunk it needs');
    rows.push([`  ${file.replace(/^static\//, '')}`, `${kb(t.body).padStart(8)}  ${label}`]);
    const top = inside.slice(0, 4).map((m) => `${m.module} ${kb(m.size)}`);
    if (top.length) rows.push(['', `          raw: ${top.join(', ')}`]);
  }
  return rows;
}
