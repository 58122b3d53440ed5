import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { announce } from '@boatcare/shared-ui/core';

/** How long a page may take to show its heading (a remote loading, then its data). */
const WAIT_MS = 15_000;

/** The page's heading: the first `h1` in `main` that shows (not the last page's, kept hidden). */
function visibleHeading(main: HTMLElement): HTMLHeadingElement | null {
  for (const heading of main.querySelectorAll('h1'))
    // Suspense hides the last page with an inline display:none while the next one loads.
    if (!heading.closest('[hidden], [aria-hidden="true"], [style*="display: none"]'))
      return heading;
  return null;
}

/**
 * After a route change (a new path, not a new query or hash; not the first page of the visit):
 * moves focus to the new page's main heading (made focusable with tabindex -1) and says the
 * page's title through the live region. A page that shows its heading later (lazy code, a
 * remote, its data) is waited for; focus moves only if the person has not moved it meanwhile
 * (a click, a Tab). Without it, focus would drop to `<body>` and nothing would say that the
 * page changed.
 */
export function useRouteFocus(mainId: string) {
  const { pathname } = useLocation();
  // The last page's title: a page that sets none is said by its heading instead.
  const lastTitle = useRef<string | null>(null);
  useEffect(() => {
    if (lastTitle.current === null) {
      lastTitle.current = document.title;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusedAtChange = document.activeElement;
    let frame = 0;
    const arrive = () => {
      const heading = visibleHeading(main);
      if (!heading) return false;
      const untouched =
        document.activeElement === focusedAtChange ||
        document.activeElement === document.body ||
        document.activeElement === null;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      // The page sets its title in an effect of the commit that shows its heading; read it after.
      frame = requestAnimationFrame(() => {
        const title = document.title !== lastTitle.current ? document.title : '';
        lastTitle.current = document.title;
        announce(title || heading.textContent || document.title);
      });
      return true;
    };
    if (arrive()) return () => cancelAnimationFrame(frame);
    const observer = new MutationObserver(() => {
      if (arrive()) observer.disconnect();
    });
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, mainId]);
}
