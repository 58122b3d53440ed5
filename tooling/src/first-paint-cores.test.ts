import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The package subpaths the first paint may load at start: zod-free by design. */
const ZOD_FREE: Record<string, string> = {
  '@boatcare/shared-ui/core': 'shared-ui/src/core.ts',
  '@boatcare/shared-domain/core': 'shared-domain/src/core.ts',
  '@boatcare/shared-domain/api': 'shared-domain/src/api/index.ts',
};

/**
 * Every module a static import reaches from `entry`, within the repository (type-only imports
 * are erased; `import()` is not followed: it loads later). A package import outside ZOD_FREE
 * ends the walk there and is listed as it was written.
 */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    const statements = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
    for (const [, specifier] of source.matchAll(statements)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
      else if (ZOD_FREE[specifier]) visit(ZOD_FREE[specifier]);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe("the first paint's shared modules", () => {
  for (const [name, entry] of Object.entries(ZOD_FREE)) {
    it(`${name} reaches neither zod nor a schema, an endpoint table or a package root`, () => {
      const { files, packages } = staticGraph(entry);
      const boatcare = [...packages].filter((p) => p.startsWith('@boatcare/'));
      expect(packages).not.toContain('zod');
      expect(boatcare).toEqual([]);
      expect(
        [...files].filter((f) => /\/(schemas|endpoints)\//.test(f) && !f.endsWith('/define.ts')),
      ).toEqual([]);
    });
  }
});
