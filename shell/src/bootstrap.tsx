import './zod-jitless.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageFingerprint, sectionFingerprints } from '@boatcare/shared-domain/core';
import { checkStoredSession, i18next, initI18n, readStoredSession } from '@boatcare/shared-ui/core';
import '@boatcare/shared-ui/styles.css';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { preloadScreenAt } from './app/routes.tsx';
import { renderedTexts } from './prerender/page-texts.ts';
import { APP_FRAME_ATTRIBUTE, APP_PAGE_ATTRIBUTE } from './prerender/root-marks.ts';
import { registerServiceWorker } from './pwa/register.ts';

const texts = initI18n(location.pathname.split('/')[1] ?? '');
preloadScreenAt(location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

/**
 * Whether the texts the app read are those the page was written with: the fingerprint of the
 * page's sections in every namespace read so far against the page's (a section not read yet
 * counts as changed).
 */
function textsAsWritten(): boolean {
  const rendered = renderedTexts();
  if (!rendered) return false;
  const read: Record<string, unknown> = {};
  for (const bundle of Object.values(i18next.store.data[i18next.language] ?? {}))
    if (typeof bundle === 'object') Object.assign(read, bundle);
  return pageFingerprint(sectionFingerprints(read), rendered.sections) === rendered.hash;
}

/**
 * A screen of the app written at build (login, register) is hydrated: the app takes over the
 * nodes on the screen instead of painting them again, so the page's first paint stays its
 * largest (Lighthouse's LCP) and the form answers as soon as its code is in. Only for a visitor
 * and the texts it was written with (a signed-in user's header differs, so does an edited
 * text); otherwise, and on a page of islands that handed itself over (src/islands/start.tsx),
 * the app renders over the page (or over index.html's frame, src/layout/AppFrame.tsx).
 * `data-start` tells which (the e2e and the bench read it).
 */
async function start(container: HTMLElement) {
  if (container.hasAttribute(APP_PAGE_ATTRIBUTE) && !readStoredSession()) {
    // The app waits for these texts before its first render anyway.
    const read = await texts.then(
      () => true,
      () => false,
    );
    if (read && textsAsWritten()) {
      document.documentElement.dataset.start = 'hydrate';
      // As a transition: React renders in slices of a few ms instead of one long task (TBT).
      startTransition(() => {
        hydrateRoot(container, <App router={router} />);
      });
      return;
    }
  }
  // index.html's frame is only a loader: the app renders that page as it renders a blank one.
  const overPage = container.firstElementChild && !container.hasAttribute(APP_FRAME_ATTRIBUTE);
  document.documentElement.dataset.start = overPage ? 'render-over' : 'render';
  const app = createRoot(container);
  startTransition(() => app.render(<App router={router} />));
}

void start(root);
// The stored session's full check (with the schemas), after the first render is under way.
void checkStoredSession();
// Pushes and an installable site (src/pwa).
registerServiceWorker();
