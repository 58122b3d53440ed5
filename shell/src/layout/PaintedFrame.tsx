import { useLocation } from 'react-router-dom';
import { PageLoader } from '@boatcare/shared-ui/core';
import { APP_FRAME_ATTRIBUTE } from '../prerender/root-marks.ts';

/**
 * What the page's HTML painted in #root before the app ran (AppFrame, written at build: a
 * screen's frame or index.html's loader), read once as this module loads, before the app's
 * first render replaces it.
 */
const painted = (() => {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  if (!root?.hasAttribute(APP_FRAME_ATTRIBUTE)) return null;
  return {
    path: location.pathname,
    page: root.innerHTML,
    main: root.querySelector('main')?.innerHTML ?? '',
  };
})();

/**
 * The app's loading states on the first page keep showing that paint (the same markup again)
 * until the screen renders its own: the header and the screen's title do not vanish behind a
 * loader and come back (issue 28: the first paint stays the largest, nothing flickers). Any
 * other page, or once the path changed, gets the loader.
 */
function Painted({ html, path }: { html: string | undefined; path: string | undefined }) {
  if (!painted || !html || painted.path !== path) return <PageLoader />;
  // A picture of the screen to come: nothing in it to read, focus or follow (useRouteFocus
  // skips its heading).
  return (
    <div
      style={{ display: 'contents' }}
      aria-hidden="true"
      inert
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The whole page's paint: the fallback while the app's texts load, outside the router. */
export const PaintedPage = () => (
  // `location` only where something was painted: the build's renderer has none.
  <Painted html={painted?.page} path={painted ? location.pathname : undefined} />
);

/** The paint inside `<main>`: the fallback while a screen's code loads (Layout, remotes). */
export function PaintedMain() {
  const { pathname } = useLocation();
  return <Painted html={painted?.main} path={pathname} />;
}
