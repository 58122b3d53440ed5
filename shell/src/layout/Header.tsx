import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import {
  navigationFor,
  ROLE_BY_USER_TYPE,
  type NavBadge,
  type Role,
} from '@boatcare/shared-domain/core';
import { useCurrentUser, useLinks } from '@boatcare/shared-ui/core';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import styles from './Header.module.css';

/** The components of the table's navigation badges. */
/** Signed in only: the badge (and the messages table it reads with) loads after the first paint. */
const UnreadBadge = lazy(() =>
  import('@boatcare/shared-ui').then((ui) => ({ default: ui.UnreadBadge })),
);

const BADGES: Record<NavBadge, ComponentType> = {
  unread: () => (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ),
};

/** The signed-in role's links, from the table of screens (ADR 11). */
function RoleNavigation({ role }: { role: Role }) {
  const { t } = useTranslation();
  const link = useLinks();
  return navigationFor(role).map(({ name, labelKey, badge }) => {
    const Badge = badge && BADGES[badge];
    return (
      <NavLink
        key={name}
        to={link(name)}
        className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
      >
        {t(labelKey)}
        {Badge && <Badge />}
      </NavLink>
    );
  });
}

/** The navigation's badges (unread counts) again on the menu button, for narrow screens. */
function RoleBadges({ role }: { role: Role }) {
  return navigationFor(role).map(({ name, badge }) => {
    const Badge = badge && BADGES[badge];
    return Badge ? <Badge key={name} /> : null;
  });
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
            <RoleNavigation role={ROLE_BY_USER_TYPE[user.user_type]} />
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
              <RoleBadges role={ROLE_BY_USER_TYPE[user.user_type]} />
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
