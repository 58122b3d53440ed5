import HttpBackend from 'i18next-http-backend';
import type { ReadCallback } from 'i18next';
import type { ContentString } from '@boatcare/shared-domain';
import { api } from '../api/client.ts';

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

let strings: Promise<ContentString[]> | undefined;
/** The back office's content strings, read once per page load; none when the read fails. */
const contentStrings = () =>
  (strings ??= import('@boatcare/shared-domain/endpoints/content')
    .then((content) => api.call(content.strings))
    .then((r) => r.data)
    .catch(() => []));

/**
 * The translation files' backend with the back office's content strings laid over each file as
 * it loads: a string's id is the key the screens read (e.g. `home.hero.title`), its
 * translations the texts per language. So a saved string shows on the next page load.
 */
export class ContentStringsBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback) {
    // Started beside the file's read: the strings' table loads when first read (not with the
    // first paint), and waiting for the file first would put it and the read in a row.
    const strings = contentStrings();
    super.read(language, namespace, (error, data) => {
      if (error || !data || typeof data !== 'object') {
        callback(error, data);
        return;
      }
      void strings.then((list) => {
        const tree = structuredClone<Tree>(data);
        for (const entry of list) {
          const text = entry.translations.find((t) => t.language === language)?.value;
          if (text) setPath(tree, entry.stringId, text);
        }
        callback(null, tree);
      });
    });
  }
}
