import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../platform/paths.ts';
import { kb } from './context.ts';
import { isCode, type Transfer } from './transfers.ts';

interface SharedStats {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The shell's shared modules and the files each is built into (shell/dist/mf-stats.json). */
export function sharedModules(): SharedStats[] {
  const stats = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/mf-stats.json'), 'utf8')) as {
    shared: SharedStats[];
  };
  return stats.shared;
}

/** The files of React, React DOM and the scheduler in the shell's build. */
export function reactFiles(): string[] {
  const react = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];
  return [
    ...new Set(
      sharedModules()
        .filter((s) => react.includes(s.name))
        .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
    ),
  ];
}

/**
 * Where a first load's bytes go: each JS and CSS file as sent (gzip), largest first, with the
 * shared modules built into it (a file no shared module names is the shell's own code, or the
 * entry: webpack's and Module Federation's runtime).
 */
export function firstLoadRows(load: Transfer[], top = 14): [string, string][] {
  const owners = new Map<string, string[]>();
  for (const shared of sharedModules())
    for (const file of shared.assets.js.sync)
      owners.set(`/${file}`, [...(owners.get(`/${file}`) ?? []), shared.name]);
  const files = load.filter(isCode).sort((a, b) => b.body - a.body);
  const rows = files.slice(0, top).map((t): [string, string] => {
    const path = new URL(t.url).pathname;
    const names = owners.get(path) ?? [];
    const label = names.length
      ? `${names.slice(0, 2).join(', ')}${names.length > 2 ? ` (+${names.length - 2})` : ''}`
      : path.startsWith('/static/js/index.')
        ? 'entry: webpack + Module Federation runtime'
        : path.startsWith('/static/islands/')
          ? 'island entry (public pages: ADR 15)'
          : 'shell code / CSS';
    return [`  ${path.replace(/^\/static\//, '')}`, `${kb(t.body).padStart(8)}  ${label}`];
  });
  const rest = files.slice(top);
  if (rest.length)
    rows.push([
      `  ${rest.length} smaller files`,
      `${kb(rest.reduce((sum, t) => sum + t.body, 0)).padStart(8)}`,
    ]);
  return rows;
}
