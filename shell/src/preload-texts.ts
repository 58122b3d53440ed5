declare const BOATCARE_API_BASE: string | undefined;

/**
 * Starts reading the texts every page of the app reads (the `core` namespace) while the app's
 * code is still loading (i18next asks for the same URL later and gets this response). Paths in
 * `da` read Danish; everything else English.
 */
export function preloadTexts() {
  const language = location.pathname.split('/')[1] === 'da' ? 'da' : 'en';
  const base = typeof BOATCARE_API_BASE === 'string' ? BOATCARE_API_BASE : '';
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `${base}/v1/translations/${language}_core.json`;
  document.head.append(link);
}
