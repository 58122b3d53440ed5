/**
 * Where i18next reads a language's texts: `GET /translations/:file` of the endpoint table with
 * i18next's `{{lng}}` and `{{ns}}` (the namespace: `core`, or an area's own, shared-domain
 * text-areas.ts) in it. Written out so the first paint does not load the table's schemas;
 * a unit test holds it to the table.
 */
export const TRANSLATIONS_LOAD_PATH = 'translations/{{lng}}_{{ns}}.json';

/**
 * The same endpoint's fingerprints of a language's live texts, by section (shared-domain's
 * texts-fingerprint.ts): what a prerendered page compares its own with.
 */
export const fingerprintsPath = (language: string) => `translations/${language}_fingerprints.json`;
