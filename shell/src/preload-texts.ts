declare const BOATCARE_API_BASE: string | undefined;

/**
 * Starts reading the interface texts while the app's code is still loading (i18next asks for
 * the same URL later and gets this response). Paths in `da` read Danish; everything else English.
 * Runs before the shared modules can be (the federated entry's first module), so it builds the
 * URL itself. A prerendered page has the link in its HTML already.
 */
export function preloadTexts() {
  const language = location.pathname.split('/')[1] === 'da' ? 'da' : 'en';
  const base = typeof BOATCARE_API_BASE === 'string' ? BOATCARE_API_BASE : '';
  const href = `${base}/v1/translations/${language}_translation.json`;
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
