import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS } from '@boatcare/shared-domain/federation';

const root = resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'shared-ui', 'mf-customer', 'mf-provider', 'mf-club', 'mf-admin'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Each run-time name an app imports from the router, with the files that import it. */
function routerImports(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const named = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const app of APPS)
    for (const file of sources(join(root, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      expect(source, `${file} imports the router in a form the list cannot follow`).not.toMatch(
        /import\s+(?:\w+|\*\s+as\s+\w+)\s+from\s+'react-router/,
      );
      for (const [, list] of source.matchAll(named))
        for (const name of (list ?? '').split(',').map((part) => part.trim()))
          if (name && !name.startsWith('type '))
            names.set(name, [...(names.get(name) ?? []), file.slice(root.length + 1)]);
    }
  return names;
}

describe("the shared router's exports", () => {
  it('list everything the apps import from react-router-dom', () => {
    const missing = [...routerImports()].filter(
      ([name]) => !(ROUTER_EXPORTS as readonly string[]).includes(name),
    );
    expect(missing).toEqual([]);
  });
});
