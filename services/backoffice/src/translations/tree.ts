import type { TranslationTree } from '@boatcare/shared-domain/schemas/translations';

/*
 * Pure edits of translation trees (nested objects whose leaves are strings). They never
 * overwrite a text that is already there, and never touch prototype-polluting keys.
 */

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const isTree = (value: unknown): value is TranslationTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `target` with every key of `source` it lacks added (deep); edited texts stay as they are. */
export function withMissingKeys(
  target: TranslationTree,
  source: TranslationTree,
): { tree: TranslationTree; added: string[] } {
  const tree = structuredClone(target);
  const added: string[] = [];
  const walk = (into: TranslationTree, from: TranslationTree, prefix: string) => {
    for (const [key, value] of Object.entries(from)) {
      if (UNSAFE.has(key)) continue;
      const here = Object.hasOwn(into, key) ? into[key] : undefined;
      if (here === undefined) {
        into[key] = structuredClone(value);
        added.push(prefix + key);
      } else if (isTree(here) && isTree(value)) {
        walk(here, value, `${prefix}${key}.`);
      }
      // A text where the source has a section (or the other way round) is an edit: kept.
    }
  };
  walk(tree, source, '');
  return { tree, added };
}

export type NewKeyOutcome = 'added' | 'exists' | 'conflict';

/**
 * `tree` with `value` at the dotted `path` if nothing is there yet. `exists` when a text is
 * already there (kept), `conflict` when a text stands where the path needs a section or the
 * other way round.
 */
export function withNewKey(
  tree: TranslationTree,
  path: string,
  value: string,
): { tree: TranslationTree; outcome: NewKeyOutcome } {
  const parts = path.split('.');
  if (parts.some((part) => !part || UNSAFE.has(part))) return { tree, outcome: 'conflict' };
  const copy = structuredClone(tree);
  let node = copy;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (next === undefined) {
      const section: TranslationTree = {};
      node[part] = section;
      node = section;
    } else if (isTree(next)) {
      node = next;
    } else {
      return { tree, outcome: 'conflict' };
    }
  }
  const leaf = parts[parts.length - 1]!;
  const existing = Object.hasOwn(node, leaf) ? node[leaf] : undefined;
  if (existing === undefined) {
    node[leaf] = value;
    return { tree: copy, outcome: 'added' };
  }
  return { tree, outcome: typeof existing === 'string' ? 'exists' : 'conflict' };
}

/** Every text's dotted path with its value. */
function leaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

/** The dotted paths whose text differs between two trees (added, changed or removed), sorted. */
export function changedKeys(before: TranslationTree, after: TranslationTree): string[] {
  const [old, next] = [leaves(before), leaves(after)];
  const paths = new Set([...old.keys(), ...next.keys()]);
  return [...paths].filter((path) => old.get(path) !== next.get(path)).sort();
}
