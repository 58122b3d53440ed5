/**
 * A short fingerprint of a translation file's texts, independent of key order. The prerender
 * writes the fingerprint of the built-in texts into each page; the browser hydrates the page
 * only when the texts it loaded have the same fingerprint (otherwise an admin edited a text and
 * the page is rendered afresh instead of being hydrated with text that differs).
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
