/**
 * The web app manifest of a language (shell/public): the installed site starts in it. The HTML
 * links the English one; a Danish page links its own (prerender.ts, and the app on a change).
 */
export const manifestOf = (language: string) =>
  language === 'da' ? '/manifest.da.webmanifest' : '/manifest.webmanifest';

/** The manifest link as index.html writes it. */
export const MANIFEST_LINK = 'href="/manifest.webmanifest"';

/** Points the page's manifest link at the language's manifest. */
export function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestOf(language);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
