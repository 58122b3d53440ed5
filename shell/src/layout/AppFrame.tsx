import { Spinner } from '@boatcare/shared-ui/core';
import { BrandMark } from './HeaderFrame.tsx';
import headerStyles from './Header.module.css';
import styles from './Layout.module.css';

/**
 * index.html's first paint (written at build, src/prerender/render.tsx): the header's bar with
 * the brand and a loader where the screen will be, in the places Layout puts them. No text but
 * the brand: one index.html serves every language and role, and a signed-out visitor gets it too
 * (before the app sends them to sign in).
 */
export function AppFrame() {
  return (
    <div className={styles.page} aria-hidden="true">
      <header className={headerStyles.header}>
        <div className={headerStyles.bar}>
          <span className={headerStyles.brand}>
            <BrandMark />
          </span>
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.frameLoader}>
          <Spinner size={36} />
        </div>
      </main>
    </div>
  );
}
