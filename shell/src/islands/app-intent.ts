import { isPublicPagePath } from '../pages/public-pages.ts';
import { prefetchApp } from './app-handover.ts';

/** The attribute of a control that hands the page to the app (the FAQ's contact button). */
const APP_INTENT_ATTRIBUTE = 'data-app-intent';
/** How long a pointer rests on a link before it counts as intent (passing over does not). */
const HOVER_MS = 120;

/** A link to a page of the app (sign in, register, post a request), or a control marked so. */
function leadsToApp(target: EventTarget | null): Element | null {
  const element =
    target instanceof Element ? target.closest(`a[href], [${APP_INTENT_ATTRIBUTE}]`) : null;
  if (!(element instanceof HTMLAnchorElement)) return element;
  const sameSite = element.origin === location.origin;
  return sameSite && !isPublicPagePath(element.pathname) ? element : null;
}

/**
 * On a page of islands, prefetches the app (its entry scripts) as soon as a visitor shows the
 * intent to open it: a finger touches, the keyboard focuses, or a pointer rests on a link into
 * the app or a control that hands the page over. Links between public pages load their own
 * HTML and islands, so they prefetch nothing. The click itself stays an ordinary navigation.
 */
export function prefetchAppOnIntent() {
  let hover: ReturnType<typeof setTimeout> | undefined;
  const now = (event: Event) => {
    if (leadsToApp(event.target)) done();
  };
  const rest = (event: Event) => {
    clearTimeout(hover);
    if (leadsToApp(event.target)) hover = setTimeout(done, HOVER_MS);
  };
  const leave = () => clearTimeout(hover);
  const listeners = [
    ['touchstart', now],
    ['focusin', now],
    ['pointerover', rest],
    ['pointerout', leave],
  ] as const;
  function done() {
    clearTimeout(hover);
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    prefetchApp();
  }
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener, { capture: true, passive: true });
  }
}
