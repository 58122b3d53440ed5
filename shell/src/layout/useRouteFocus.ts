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
    let arrived = false;
    /** The heading given focus, while focus is still ours to move. */
    let focused: HTMLElement | null = null;
    const focusOn = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      focused = heading;
    };
    const lost = () => document.activeElement === document.body || document.activeElement === null;
    const arrive = () => {
      const heading = visibleHeading(main);
      if (!heading) return false;
      if (document.activeElement === focusedAtChange || lost()) focusOn(heading);
      // The page sets its title in an effect of the commit that shows its heading; read it after.
      frame = requestAnimationFrame(() => {
        const title = document.title !== lastTitle.current ? document.title : '';
        lastTitle.current = document.title;
        announce(title || heading.textContent || document.title);
      });
      arrived = true;
      return true;
    };
    /**
     * The focused heading replaced by another (a loading state's copy of the header, then the
     * page's own; a layout mounted again): focus would drop to `<body>` and the next Tab start
     * from the page's end. It follows to the new heading, unless the person moved it meanwhile.
     */
    const follow = () => {
      if (!focused || focused.isConnected) return;
      const heading = visibleHeading(main);
      if (heading && lost()) focusOn(heading);
      else if (!lost()) focused = null;
    };
    const observer = new MutationObserver(() => {
      if (arrived) follow();
      else arrive();
    });
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    arrive();
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, mainId]);
}
