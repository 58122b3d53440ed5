import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@boatcare/shared-ui/core';
import { RouterNavigation } from '../islands/RouterNavigation.tsx';
import { AppRunning } from './AppRunning.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';

/** Header, the current screen and the footer. The home page runs edge to edge. */
export function Layout() {
  const { t } = useTranslation();
  const isHome = useMatch('/:lng') !== null;
  return (
    <RouterNavigation>
      <div className={styles.page}>
        <a className={styles.skip} href="#main">
          {t('nav.skipToContent')}
        </a>
        <Header />
        <main id="main" className={isHome ? styles.mainWide : styles.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <AppRunning />
          </Suspense>
        </main>
        <Footer />
      </div>
    </RouterNavigation>
  );
}
