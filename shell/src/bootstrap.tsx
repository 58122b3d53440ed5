import './zod-jitless.ts';
import { createRoot } from 'react-dom/client';
import { checkStoredSession, initI18n } from '@boatcare/shared-ui/core';
import '@boatcare/shared-ui/styles.css';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { preloadScreenAt } from './app/routes.tsx';
import { registerServiceWorker } from './pwa/register.ts';

void initI18n(location.pathname.split('/')[1] ?? '');
preloadScreenAt(location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

// A prerendered public page runs as islands until it must be the app (src/islands/start.tsx);
// then the app renders over it. `data-start` tells how the app took the page (the e2e and the
// bench read it).
document.documentElement.dataset.start = root.firstElementChild ? 'render-over' : 'render';
createRoot(root).render(<App router={router} />);

// The stored session's full check (with the schemas), after the first render is under way.
void checkStoredSession();
// Pushes and an installable site (src/pwa).
registerServiceWorker();
