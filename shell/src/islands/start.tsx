/**
 * The island entry (rsbuild's `islands` environment): what a visitor's prerendered public page
 * loads instead of the app. It hydrates the page's islands (registry.ts) from their props, and
 * hands the page to the app where the page must be the app: a stored session (the header and
 * links differ), texts an admin changed since the page was rendered, or a back-office page other
 * than the one it shows (ADR 15). The back office renders an edited page again within moments,
 * so these hand over only in between, or when that render failed.
 */
import { pageFingerprint, textsHash } from '@boatcare/shared-domain/core';
import { apiUrl, fingerprintsPath, readStoredSession } from '@boatcare/shared-ui/core';
import { renderedTexts } from '../prerender/page-texts.ts';
import { CMS_PAGE_META, CMS_VERSION_ATTRIBUTE, handOverToApp } from './app-handover.ts';
import { prefetchAppOnIntent } from './app-intent.ts';
import { hydrateIslands } from './hydrate.tsx';
import { readPublicJson } from './public-json.ts';
import { offerReactToApp } from './shared-react.ts';

/**
 * Whether the texts the page reads differ now from those it was built with: the back office's
 * fingerprints of its live texts (the content strings laid over) against the page's. When they
 * cannot be read the page keeps its own texts.
 */
async function textsChanged(): Promise<boolean> {
  const rendered = renderedTexts();
  if (!rendered) return false;
  const live = await readPublicJson(
    fingerprintsPath(document.documentElement.lang),
    'Could not read the texts fingerprints; the page keeps its own texts.',
  );
  if (typeof live !== 'object' || live === null) return false;
  return pageFingerprint(live as Record<string, string>, rendered.sections) !== rendered.hash;
}

/**
 * Whether the page must be the app for its back-office page: the one saved now is not the one
 * the HTML shows (its fingerprint differs, or one was saved or removed since), or the read
 * failed (the app asks again, and says so if it fails again).
 */
async function cmsPageNeedsApp(): Promise<boolean> {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${CMS_PAGE_META}"]`);
  if (!meta) return false;
  const shown = meta.getAttribute(CMS_VERSION_ATTRIBUTE) ?? '';
  try {
    const response = await fetch(apiUrl(`cms/pages/${encodeURIComponent(meta.content)}`));
    if (response.status === 404) return shown !== '';
    if (!response.ok) return true;
    return textsHash(await response.json()) !== shown;
  } catch {
    return true;
  }
}

async function start() {
  // Before any handover: the app then takes this React instead of loading its own.
  offerReactToApp();
  // A stored session hands over at once, without asking the back office anything.
  if (
    readStoredSession() ||
    (await Promise.all([textsChanged(), cmsPageNeedsApp()])).some(Boolean)
  ) {
    handOverToApp();
    return;
  }
  await hydrateIslands(document);
  prefetchAppOnIntent();
  // `data-start` tells how the page started (the e2e and the bench read it); `data-app` that
  // it now answers clicks.
  document.documentElement.dataset.start = 'islands';
  document.documentElement.dataset.app = 'running';
}

void start();
