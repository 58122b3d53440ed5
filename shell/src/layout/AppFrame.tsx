import type { Language } from '@boatcare/shared-domain/core';
import { Spinner } from '@boatcare/shared-ui/core';
import { BrandMark } from './HeaderFrame.tsx';
import type { ScreenFrame } from './screen-frames.ts';
import { ScreenFrameBody } from './ScreenFrameBody.tsx';
import headerStyles from './Header.module.css';
import styles from './Layout.module.css';

/**
 * The first paint of a page the app renders (written at build, src/prerender/render.tsx): the
 * header's bar with the brand, and in the places Layout puts them either a screen's frame (its
 * header and skeletons, in the page's language: screen-frames.ts) or, in index.html (every other
 * screen, any language and role), a loader. A signed-out visitor gets it too, before the app
 * sends them to sign in. The app keeps it on screen until it has its own (painted-frame.ts).
 */
export function AppFrame({
  screen,
}: {
  screen?: { frame: ScreenFrame; language: Language; t: (key: string) => string };
}) {
  return (
    <div className={styles.page} aria-hidden="true" inert>
      <header className={headerStyles.header}>
        <div className={headerStyles.bar}>
          <span className={headerStyles.brand}>
            <BrandMark />
          </span>
        </div>
      </header>
      <main className={styles.main}>
        {screen ? (
          <ScreenFrameBody {...screen} />
        ) : (
          <div className={styles.frameLoader}>
            <Spinner size={36} />
          </div>
        )}
      </main>
    </div>
  );
}
