/** What the overlay needs of a content string (`GET /cms/strings`). */
export interface ContentStringLike {
  stringId: string;
  translations: { language: string; value: string }[];
}

type Tree = { [key: string]: unknown };

/** `tree` with `text` at the dotted `path` (sections made where missing; texts in the way replaced). */
function setPath(tree: Tree, path: string, text: string) {
  const parts = path.split('.');
  if (parts.some((part) => !part || part === '__proto__' || part === 'constructor')) return;
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = typeof next === 'object' && next !== null ? (next as Tree) : (node[part] = {});
  }
  node[parts[parts.length - 1]!] = text;
}

/**
 * A translation file with the back office's content strings laid over it: a string's id is the
 * key the screens read (e.g. `home.hero.title`), its translation in `language` the text. Returns
 * a copy; `texts` is not changed.
 */
export function layContentStrings(
  texts: object,
  strings: readonly ContentStringLike[],
  language: string,
): Tree {
  const tree = structuredClone(texts) as Tree;
  for (const entry of strings) {
    const text = entry.translations.find((t) => t.language === language)?.value;
    if (text) setPath(tree, entry.stringId, text);
  }
  return tree;
}
