import type { TranslationTree } from '@boatcare/shared-domain';

/** Every text of a tree by its dotted path, in the file's order. */
export function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) texts.set(path, text);
  }
  return texts;
}

/** A copy of `tree` with each edited path set to its text (sections made where missing). */
export function withEdits(tree: TranslationTree, edits: Map<string, string>): TranslationTree {
  const copy = structuredClone(tree);
  for (const [path, text] of edits) {
    const parts = path.split('.');
    let node = copy;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : undefined;
      if (typeof next === 'object') node = next;
      else {
        const section: TranslationTree = {};
        node[part] = section;
        node = section;
      }
    }
    node[parts[parts.length - 1]!] = text;
  }
  return copy;
}
