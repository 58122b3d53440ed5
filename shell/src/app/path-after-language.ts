/**
 * A path's part after its language, without its query or hash: `/en/requests/7?tab=work` ->
 * `/requests/7`, `/da` -> `/`. The screens' patterns are written without the language. No
 * imports: the entry uses it before any shared module has loaded (first-reads.ts).
 */
export const pathAfterLanguage = (path: string) =>
  (path.split(/[?#]/)[0] ?? '').replace(/^\/[^/]+/, '') || '/';
