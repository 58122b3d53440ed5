/**
 * Where i18next reads a language's file: `GET /translations/:file` of the endpoint table with
 * i18next's `{{lng}}` in it. Written out so the first paint does not load the table's schemas;
 * a unit test holds it to the table.
 */
export const TRANSLATIONS_LOAD_PATH = 'translations/{{lng}}_translation.json';

/** The API path of one language's translation file. */
export const textsPath = (language: string) => TRANSLATIONS_LOAD_PATH.replace('{{lng}}', language);
