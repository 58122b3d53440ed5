import type { TranslationTree } from '@boatcare/shared-domain/schemas/translations';

/** Every text of a tree by its dotted path, in the file's order. */
export function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) texts.set(path, text);
  }
  return texts;
}

/** How many texts a form's dirty fields mark as changed (a tree of `true` leaves). */
export function countChanged(dirty: unknown): number {
  if (dirty === true) return 1;
  if (typeof dirty !== 'object' || dirty === null) return 0;
  return Object.values(dirty).reduce<number>((sum, inner) => sum + countChanged(inner), 0);
}
