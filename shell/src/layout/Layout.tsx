import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@boatcare/shared-ui/core';
import { RouterNavigation } from '../islands/RouterNavigation.tsx';
import { AppRunning } from './AppRunning.tsx';
import { Footer, SlimFooter } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PaintedMain } from './PaintedFrame.tsx';
import { useRouteFocus } from './useRouteFocus.ts';
import styles from './Layout.module.css';

/**
 * Header, the current screen and the footer (the marketing one for visitors, a slim one with the
 * legal links for signed-in users). The home page runs edge to edge. A route change moves focus
 * to the new page's heading and says its title (useRouteFocus).
 */
export function Layout() {
  const { t } = useTranslation();
  const isHome = useMatch('/:lng') !== null;
  const signedIn = useCurrentUser() !== null;
  useRouteFocus('main');
  return (
    <RouterNavigation>
      <div className={styles.page}>
        <a className={styles.skip} href="#main">
          {t('nav.skipToContent')}
        </a>
        <Header />
        <main id="main" className={isHome ? styles.mainWide : styles.main}>
          <Suspense fallback={<PaintedMain />}>
            <Outlet />
            <AppRunning />
          </Suspense>
        </main>
        {signedIn ? <SlimFooter /> : <Footer />}
      </div>
    </RouterNavigation>
  );
}
