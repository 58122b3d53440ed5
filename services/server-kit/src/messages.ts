import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * English text for a translation key, so API clients that do not translate still get a
 * readable message. Browsers translate `code` themselves.
 */
export function englishMessage(key: string, fallback = key): string {
  return lookup(en, key) ?? fallback;
}

/** The text of a key in a language of the interface (en or da), English when missing. */
export function messageIn(language: string | undefined, key: string): string {
  const tree = language === 'da' ? (da as Tree) : (en as Tree);
  return lookup(tree, key) ?? englishMessage(key);
}
