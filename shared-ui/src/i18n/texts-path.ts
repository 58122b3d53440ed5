/**
 * Where i18next reads a language's file: `GET /translations/:file` of the endpoint table with
 * i18next's `{{lng}}` in it. Written out so the first paint does not load the table's schemas;
 * a unit test holds it to the table.
 */
export const TRANSLATIONS_LOAD_PATH = 'translations/{{lng}}_translation.json';

/**
 * The same endpoint's fingerprints of a language's live texts, by section (shared-domain's
 * texts-fingerprint.ts): what a prerendered page compares its own with.
 */
export const fingerprintsPath = (language: string) => `translations/${language}_fingerprints.json`;
