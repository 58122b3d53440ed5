import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_EXPORTS } from '@boatcare/shared-domain/federation';

const root = resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'shared-ui', 'mf-customer', 'mf-provider', 'mf-club', 'mf-admin'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Each run-time name the apps import from `pkg` (`default` for a default import). */
function importsOf(pkg: string): Set<string> {
  // react-router-dom 7 re-exports react-router: an import of either takes the shared copy.
  const from = pkg === 'react-router-dom' ? `react-router(?:-dom)?` : escape(pkg);
  const statement = new RegExp(`import\\s+(?!type\\b)([^;]*?)\\s+from\\s+'${from}'`, 'g');
  const names = new Set<string>();
  for (const app of APPS)
    for (const file of sources(join(root, app, 'src'))) {
      for (const [, clause = ''] of readFileSync(file, 'utf8').matchAll(statement)) {
        expect(clause, `${file} imports ${pkg} as a namespace`).not.toMatch(/\*\s+as/);
        const [, defaultName, named] =
          /^(\w+)?\s*,?\s*(?:\{([^}]*)\})?$/s.exec(clause.trim()) ?? [];
        if (defaultName) names.add('default');
        for (const name of (named ?? '').split(',').map((part) => part.trim()))
          if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  return names;
}

describe('the tree-shaken shared packages', () => {
  it.each(Object.keys(SHARED_EXPORTS))('%s: the list holds everything the apps import', (pkg) => {
    const listed: readonly string[] = SHARED_EXPORTS[pkg as keyof typeof SHARED_EXPORTS];
    const imported = [...importsOf(pkg)];
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !listed.includes(name))).toEqual([]);
  });
});
