import { Suspense, useEffect } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@boatcare/shared-ui';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';

/** Header, the current screen and the footer. The home page runs edge to edge. */
export function Layout() {
  const { t } = useTranslation();
  const isHome = useMatch('/:lng') !== null;
  // A prerendered page is plain HTML until it hydrates; this says the app now runs it. It sits
  // here, not in App, because App commits its fallback while the texts still load: the page's
  // own effects (the hero's slideshow timer) run in the same commit as this one.
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className={isHome ? styles.mainWide : styles.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
