import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationOptions } from './federation-options.ts';

const root = resolve(import.meta.dirname, '../..');
const REMOTES = ['mf-customer', 'mf-provider', 'mf-club', 'mf-admin'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The endpoint tables and schema files a remote imports at run time (not `import type`). */
function domainImportsOf(app: string): Set<string> {
  const statement =
    /import\s+(?!type\b)[^;]*?\s+from\s+'(@boatcare\/shared-domain\/(?:endpoints|schemas)\/[\w-]+)'/g;
  const keys = new Set<string>();
  for (const file of sources(join(root, app, 'src')))
    for (const [, key] of readFileSync(file, 'utf8').matchAll(statement)) keys.add(key!);
  return keys;
}

describe('the shared map', () => {
  const shell = federationOptions(join(root, 'shell'), { name: 'shell', build: true });

  it.each(REMOTES)(
    'the shell offers every endpoint table and schema file %s imports (else the remote brings a zod of its own)',
    (app) => {
      const missing = [...domainImportsOf(app)].filter((key) => !(key in shell.shared));
      expect(missing).toEqual([]);
    },
  );
});
