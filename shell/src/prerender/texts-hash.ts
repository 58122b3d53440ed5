/**
 * A short fingerprint of a translation file's texts, independent of key order. The prerender
 * writes the fingerprint of the built-in texts of the sections a page reads into the page; the
 * browser keeps the page as rendered only when the texts it loads have the same fingerprint
 * (otherwise an admin edited a text the page shows, and the app renders the page afresh).
 */
export function textsHash(texts: unknown): string {
  let hash = 0x811c9dc5;
  const feed = (value: string) => {
    for (let i = 0; i < value.length; i++) {
      hash ^= value.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  };
  const walk = (node: unknown) => {
    if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node).sort()) {
        feed(`\u0001${key}\u0002`);
        walk((node as Record<string, unknown>)[key]);
      }
      feed('\u0003');
    } else feed(String(node));
  };
  walk(texts);
  return (hash >>> 0).toString(36);
}

/** The meta tag that carries the fingerprint in a prerendered page. */
export const TEXTS_META = 'boatcare:texts';

/** The top-level sections of a translation file that are named in `sections` (e.g. `home`, `nav`). */
export function pickSections(texts: unknown, sections: readonly string[]): Record<string, unknown> {
  const tree = (typeof texts === 'object' && texts !== null ? texts : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    sections.filter((s) => Object.hasOwn(tree, s)).map((s) => [s, tree[s]]),
  );
}

/** The meta tag's attribute that lists the sections a page reads (comma-separated). */
export const SECTIONS_ATTRIBUTE = 'data-sections';

/** The fingerprint a prerendered page was built with, and the sections it covers. */
export function renderedTexts(): { hash: string; sections: string[] } | null {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${TEXTS_META}"]`);
  if (!meta) return null;
  return { hash: meta.content, sections: (meta.getAttribute(SECTIONS_ATTRIBUTE) ?? '').split(',') };
}
