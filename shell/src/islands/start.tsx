/**
 * The island entry (rsbuild's `islands` environment): what a visitor's prerendered public page
 * loads instead of the app. It hydrates the page's islands (registry.ts) from their props, and
 * hands the page to the app where the page must be the app: a stored session (the header and
 * links differ), texts an admin changed since the build, or a back-office page that replaces
 * the built-in text (ADR 15).
 */
import { pageFingerprint } from '@boatcare/shared-domain/core';
import { apiUrl, fingerprintsPath, readStoredSession } from '@boatcare/shared-ui/core';
import { renderedTexts } from '../prerender/page-texts.ts';
import { CMS_PAGE_META, handOverToApp } from './app-handover.ts';
import { prefetchAppOnIntent } from './app-intent.ts';
import { hydrateIslands } from './hydrate.tsx';
import { readPublicJson } from './public-json.ts';

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
 * Whether the page must be the app for its back-office page: one is saved (it replaces the
 * built-in text), or the read failed (the app asks again, and says so if it fails again). Only
 * a 404 leaves the built-in text as rendered.
 */
async function cmsPageNeedsApp(): Promise<boolean> {
  const id = document.head.querySelector<HTMLMetaElement>(`meta[name="${CMS_PAGE_META}"]`)?.content;
  if (!id) return false;
  try {
    const response = await fetch(apiUrl(`cms/pages/${encodeURIComponent(id)}`));
    return response.status !== 404;
  } catch {
    return true;
  }
}

async function start() {
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
