/**
 * What a prerendered page says of its texts: the fingerprint of the texts of the sections it
 * read when it was built, and those sections (shared-domain's texts-fingerprint.ts). The island
 * entry compares it with the back office's live fingerprints.
 */

/** The meta tag that carries the fingerprint in a prerendered page. */
export const TEXTS_META = 'boatcare:texts';

/** The meta tag's attribute that lists the sections a page reads (comma-separated). */
export const SECTIONS_ATTRIBUTE = 'data-sections';

/** The fingerprint a prerendered page was built with, and the sections it covers. */
export function renderedTexts(): { hash: string; sections: string[] } | null {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${TEXTS_META}"]`);
  if (!meta) return null;
  return { hash: meta.content, sections: (meta.getAttribute(SECTIONS_ATTRIBUTE) ?? '').split(',') };
}
