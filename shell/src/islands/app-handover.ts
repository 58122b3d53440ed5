/** The meta tag of a prerendered page that lists the app's entry scripts (prerender.ts). */
export const APP_ENTRY_META = 'boatcare:app';
/** The meta tag naming the back office's page that would replace the page's built-in text. */
export const CMS_PAGE_META = 'boatcare:cms-page';
/**
 * Its attribute with the fingerprint of the back-office page the HTML shows (texts-fingerprint.ts
 * `textsHash` of the public answer); empty when it shows the built-in text.
 */
export const CMS_VERSION_ATTRIBUTE = 'data-version';

/** The app's entry scripts, in their order, as the page's meta tag lists them. */
function appEntryScripts(): string[] {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`);
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

/**
 * Loads the app to take the page over: its entry scripts, in their order. The app then renders
 * over the prerendered HTML (bootstrap.tsx), as on a page that has no islands.
 */
export function handOverToApp() {
  for (const src of appEntryScripts()) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.append(script);
  }
}

/**
 * Fetches the app's entry scripts into the browser's cache without running them: the page of
 * the app a visitor is about to open (or this page's handover) then starts without waiting for
 * them. Called once per page (app-intent.ts stops listening when it calls it).
 */
export function prefetchApp() {
  for (const src of appEntryScripts()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = src;
    link.dataset.appPrefetch = '';
    document.head.append(link);
  }
}
