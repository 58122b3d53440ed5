import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { navigationFor } from '@boatcare/shared-domain/core';
import { PageLoader, sidebarLayout as styles, useLinks, useLogOut } from '@boatcare/shared-ui';

/** The spec's sidebar, with the dashboard first (the table of screens' `sidebar` entries). */
const LINKS = navigationFor('admin', 'sidebar');

/**
 * Every admin screen sits beside the sidebar. On a phone the sidebar folds into a menu
 * button that opens the same links.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const link = useLinks();
  const [open, setOpen] = useState(false);

  const logOut = useLogOut();

  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label={t('adminLayout.navLabel')}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="admin-sidebar-links"
          onClick={() => setOpen((value) => !value)}
        >
          {t('adminLayout.menu')}
        </button>
        <ul id="admin-sidebar-links" className={styles.links} data-open={open || undefined}>
          {LINKS.map(({ name, labelKey, exact }) => (
            <li key={name}>
              <NavLink
                to={link(name)}
                end={exact}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
                onClick={() => setOpen(false)}
              >
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.logout} onClick={() => void logOut()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </div>
    </div>
  );
}

/** A screen of this remote inside the admin layout (the shell mounts plain components). */
export function withAdminLayout(Screen: ComponentType): ComponentType {
  function InLayout() {
    return (
      <AdminLayout>
        <Screen />
      </AdminLayout>
    );
  }
  InLayout.displayName = `InAdminLayout(${Screen.displayName ?? Screen.name})`;
  return InLayout;
}
