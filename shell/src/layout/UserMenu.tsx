import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, settingsRouteFor } from '@boatcare/shared-domain/core';
import { useCurrentUser, useLanguage, useLogOut } from '@boatcare/shared-ui/core';
import styles from './Menus.module.css';

/**
 * The account menu: a disclosure (a button that shows a short list of links), not an ARIA menu,
 * so Tab and Enter work as everywhere else. Escape closes it and gives focus back to the
 * button; it closes when focus or a click goes elsewhere, and after a choice.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const lng = useLanguage();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (!user) return null;
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }
  function onBlur(event: FocusEvent) {
    // Focus moved outside the menu (Tab past its last link): close behind it.
    if (event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <div className={styles.menu} ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles.avatar}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The name is spoken in full; the initials are what the eye sees. */}
        <span aria-hidden="true">{initials || '?'}</span>
        <span className="bc-visually-hidden">
          {t('nav.userMenu', { name: `${user.first_name} ${user.last_name}` })}
        </span>
      </button>
      <div className={styles.dropdown} id={listId} hidden={!open}>
        <p className={styles.who}>
          <strong>
            {user.first_name} {user.last_name}
          </strong>
          <span>{user.email}</span>
        </p>
        <ul>
          <li>
            <Link to={pathTo(lng, settingsRouteFor(user.user_type))} onClick={() => setOpen(false)}>
              {t('nav.settings')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void logOut()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
