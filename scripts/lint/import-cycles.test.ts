import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourcesIn } from './sources.ts';

/** A relative import or re-export that brings values (not `import type`, not only types). */
const VALUE_IMPORT =
  /^(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+['"](\.{1,2}\/[^'"]+)['"]/gms;

const onlyTypes = (names: string) =>
  /^\{[^}]*\}$/.test(names.trim()) &&
  names
    .replace(/[{}]/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => /^type\s/.test(name));

/** Each file's relative value imports, as paths from the root. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { path, text } of sourcesIn(dirs)) {
    const imports = [...text.matchAll(VALUE_IMPORT)]
      .filter(([, names = '']) => !onlyTypes(names))
      .map(([, , target = '']) => normalize(join(dirname(path), target)))
      .filter((target) => existsSync(join(repoRoot, target)));
    graph.set(path, imports);
  }
  return graph;
}

/** The import cycles (strongly connected groups of two or more files), Tarjan's way. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) group.push(member);
    } while (member && member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('have no value cycles in the services, shared-domain and the scripts', () => {
    expect(cyclesOf(importGraph(['services', 'shared-domain/src', 'scripts']))).toEqual([]);
  });
});
