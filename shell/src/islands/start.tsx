/**
 * The island entry (rsbuild's `islands` environment): what a visitor's prerendered public page
 * loads instead of the app. It hydrates the page's islands (registry.ts) from their props, and
 * hands the page to the app where the page must be the app: a stored session (the header and
 * links differ), texts an admin changed since the build, or a back-office page that replaces
 * the built-in text (ADR 15).
 */
import { apiUrl, layContentStrings, readStoredSession, textsPath } from '@boatcare/shared-ui/core';
import { pickSections, renderedTexts, textsHash } from '../prerender/texts-hash.ts';
import { CMS_PAGE_META, handOverToApp } from './app-handover.ts';
import { hydrateIslands } from './hydrate.tsx';
import { readPublicJson } from './public-json.ts';

/** Whether the texts the page would read now differ from those it was rendered with. */
async function textsChanged(): Promise<boolean> {
  const rendered = renderedTexts();
  if (!rendered) return false;
  const language = document.documentElement.lang;
  const [texts, strings] = await Promise.all([
    readPublicJson(textsPath(language), 'Could not read the texts; the page keeps its own.'),
    readPublicJson('cms/strings', 'Could not read the content strings.'),
  ]);
  if (typeof texts !== 'object' || texts === null) return false;
  const list = (strings as { data?: unknown } | undefined)?.data;
  try {
    const now = layContentStrings(texts, Array.isArray(list) ? list : [], language);
    return textsHash(pickSections(now, rendered.sections)) !== rendered.hash;
  } catch (error) {
    console.error('Could not lay the content strings over the texts.', error);
    return false;
  }
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
  const changed = () => Promise.all([textsChanged(), cmsPageNeedsApp()]);
  if (readStoredSession() || (await changed()).some(Boolean)) {
    handOverToApp();
    return;
  }
  await hydrateIslands(document);
  // `data-start` tells how the page started (the e2e and the bench read it); `data-app` that
  // it now answers clicks.
  document.documentElement.dataset.start = 'islands';
  document.documentElement.dataset.app = 'running';
}

void start();
