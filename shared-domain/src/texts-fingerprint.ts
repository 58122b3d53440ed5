/**
 * Fingerprints of the interface texts, the same in the build, the back office and the browser.
 * A prerendered page carries the fingerprint of the texts of the sections it read (`home`,
 * `nav`, ...); the back office serves the fingerprint of each section of its live texts (content
 * strings laid over); the page stays as built while they agree (shell/src/islands, ADR 15).
 */

/** A short fingerprint of a value (a text or a tree of them), independent of key order. */
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

/** Each top-level section of a translation file, by the fingerprint of its texts. */
export const sectionFingerprints = (texts: object): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([section, value]) => [section, textsHash(value)]));

/** One fingerprint for the texts of `sections` (a section missing from the texts counts too). */
export const pageFingerprint = (
  fingerprints: Record<string, string>,
  sections: readonly string[],
): string =>
  textsHash(
    Object.fromEntries(
      sections.map((section) => [
        section,
        Object.hasOwn(fingerprints, section) ? fingerprints[section] : null,
      ]),
    ),
  );
