/** The meta tag of a prerendered page that lists the app's entry scripts (prerender.ts). */
export const APP_ENTRY_META = 'boatcare:app';
/** The meta tag naming the back office's page that would replace the page's built-in text. */
export const CMS_PAGE_META = 'boatcare:cms-page';

/**
 * Loads the app to take the page over: its entry scripts, in their order. The app then renders
 * over the prerendered HTML (bootstrap.tsx), as on a page that has no islands.
 */
export function handOverToApp() {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`);
  for (const src of meta?.content.split(' ').filter(Boolean) ?? []) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.append(script);
  }
}
