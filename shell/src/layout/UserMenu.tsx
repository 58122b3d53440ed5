import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, settingsRouteFor } from '@boatcare/shared-domain/core';
import { useCurrentUser, useLanguage, useLogOut } from '@boatcare/shared-ui/core';
import styles from './Menus.module.css';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const lng = useLanguage();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) return null;
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The name is spoken in full; the initials are what the eye sees. */}
        <span aria-hidden="true">{initials || '?'}</span>
        <span className="bc-visually-hidden">
          {t('nav.userMenu', { name: `${user.first_name} ${user.last_name}` })}
        </span>
      </button>
      {open && (
        <div className={styles.dropdown} role="menu">
          <p className={styles.who}>
            <strong>
              {user.first_name} {user.last_name}
            </strong>
            <span>{user.email}</span>
          </p>
          <Link
            role="menuitem"
            to={pathTo(lng, settingsRouteFor(user.user_type))}
            onClick={() => setOpen(false)}
          >
            {t('nav.settings')}
          </Link>
          <button role="menuitem" type="button" onClick={() => void logOut()}>
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
