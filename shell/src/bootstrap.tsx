import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adoptSiteCurrency,
  checkStoredSession,
  i18next,
  initI18n,
  sessionStore,
} from '@boatcare/shared-ui/core';
import '@boatcare/shared-ui/styles.css';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { pickSections, renderedTexts, textsHash } from './prerender/texts-hash.ts';

const texts = initI18n(location.pathname.split('/')[1] ?? '');
void adoptSiteCurrency();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

/**
 * A prerendered public page (prerender.ts) is hydrated when the page would render the same
 * markup: a visitor (a signed-in user's header differs) and the texts of the sections the page
 * reads are the built-in ones it was rendered with. Otherwise the app renders afresh over it
 * (so does a page of islands that handed itself over: src/islands/start.tsx).
 */
async function start(container: HTMLElement) {
  const rendered = renderedTexts();
  if (rendered && container.firstElementChild && !sessionStore.getState().session) {
    await texts.catch(() => undefined);
    const loaded = i18next.getResourceBundle(i18next.language, 'translation') as unknown;
    if (loaded && textsHash(pickSections(loaded, rendered.sections)) === rendered.hash) {
      document.documentElement.dataset.start = 'hydrate';
      hydrateRoot(container, <App router={router} />);
      return;
    }
  }
  // `data-start` tells how the app took the page over (the e2e and the bench read it).
  document.documentElement.dataset.start = rendered ? 'render-over' : 'render';
  createRoot(container).render(<App router={router} />);
}

// The stored session's full check (with the schemas) once the page is on the screen.
void start(root).then(checkStoredSession);
