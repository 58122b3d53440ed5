import { Suspense, use, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ROLE_BY_USER_TYPE, type Role } from '@boatcare/shared-domain';
import { useCurrentUser, useLinks, type RemoteModule } from '@boatcare/shared-ui';
import { remoteModule } from '../remotes/load-remote.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import styles from './Header.module.css';

function RoleNavigation({ module }: { module: Promise<RemoteModule> }) {
  const { t } = useTranslation();
  const link = useLinks();
  const { navigation } = use(module);
  return navigation.map((item) => (
    <NavLink
      key={item.name}
      to={link(item.name)}
      className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
    >
      {t(item.labelKey)}
      {item.Badge && <item.Badge />}
    </NavLink>
  ));
}

/** The navigation's badges (unread counts) again on the menu button, for narrow screens. */
function RoleBadges({ module }: { module: Promise<RemoteModule> }) {
  const { navigation } = use(module);
  return navigation.map((item) => (item.Badge ? <item.Badge key={item.name} /> : null));
}

// One settled promise per loaded module, so `use` sees the same promise on every render; a
// remote that fails shows no links (its screen shows the failure and a retry).
const safeModules = new WeakMap<Promise<RemoteModule>, Promise<RemoteModule>>();
function navigationOf(role: Role): Promise<RemoteModule> {
  const module = remoteModule(role);
  let safe = safeModules.get(module);
  if (!safe) {
    safe = module.catch(() => ({ routes: [], navigation: [] }));
    safeModules.set(module, safe);
  }
  return safe;
}

export function Header() {
  const { t } = useTranslation();
  const link = useLinks();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={link('home')} className={styles.brand} aria-label={t('nav.home')}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M4 20h24l-4 6H8z" fill="#5fd0df" />
            <path d="M15 4v14H7z" fill="#fff" />
            <path d="M17 8v10h7z" fill="#cfe9ef" />
          </svg>
          BoatCare
        </Link>
        <nav
          id="main-nav"
          aria-label={t('nav.main')}
          className={clsx(styles.nav, open && styles.navOpen)}
        >
          {user ? (
            <Suspense fallback={null}>
              <RoleNavigation module={navigationOf(ROLE_BY_USER_TYPE[user.user_type])} />
            </Suspense>
          ) : (
            <>
              <NavLink to={link('vipBenefits')} className={styles.link}>
                {t('nav.vip')}
              </NavLink>
              <NavLink to={link('faq')} className={styles.link}>
                {t('nav.faq')}
              </NavLink>
            </>
          )}
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher />
          {user ? (
            <UserMenu />
          ) : (
            <NavLink to={link('login')} className={clsx(styles.link, styles.active)}>
              {t('nav.signIn')}
            </NavLink>
          )}
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="bc-visually-hidden">{t('nav.menu')}</span>
          {user && (
            <span className={styles.menuBadges}>
              <Suspense fallback={null}>
                <RoleBadges module={navigationOf(ROLE_BY_USER_TYPE[user.user_type])} />
              </Suspense>
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
