import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as events from '@boatcare/shared-domain/endpoints/events';
import type { UserEvent } from '@boatcare/shared-domain/schemas/user-event';
import { useEndpoint, useEndpointPages } from '../api/useEndpoint.ts';
import { useEndpointMutation } from '../api/useEndpointMutation.ts';
import { formatDate, formatDateTime } from '../i18n/dates.ts';
import { useLinks } from '../i18n/useLanguage.ts';
import { useLatestEvent } from './useLiveEvents.ts';
import styles from './NotificationBell.module.css';

const PAGE = 10;
const CENTRE = [events.list, events.unread] as const;

/**
 * An event's text in the reader's language, from its kind and data. A care reminder stores its
 * item and day without a language (as its email does): they become the item's name and a date.
 */
function useEventText() {
  const { t } = useTranslation();
  return (event: UserEvent) => {
    const { careItem, dueDay } = event.data;
    const care =
      careItem === undefined
        ? {}
        : { care: t(`userEvents.careItems.${careItem}`), due: formatDate(dueDay ?? '') };
    return t(`userEvents.${event.kind}`, { ...event.data, ...care });
  };
}

function NotificationList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const link = useLinks();
  const text = useEventText();
  const pages = useEndpointPages(
    events.list,
    {},
    (after: string | undefined) => ({ query: { limit: PAGE, after } }),
    { initialPageParam: undefined, getNextPageParam: (last) => last.next ?? undefined },
  );
  const markRead = useEndpointMutation(events.markRead, { invalidates: CENTRE });
  const markAll = useEndpointMutation(events.markAllRead, { invalidates: CENTRE });
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  // A failed read again (the network gone a moment) keeps the list it has: no error wall.
  if (pages.isError && !pages.data) return <p role="alert">{t('notificationCentre.loadFailed')}</p>;
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>{t('notificationCentre.title')}</h2>
        {items.some((item) => !item.read_date) && (
          <button type="button" className={styles.textButton} onClick={() => markAll.mutate({})}>
            {t('notificationCentre.markAllRead')}
          </button>
        )}
      </div>
      {pages.isSuccess && items.length === 0 && (
        <p className={styles.empty}>{t('notificationCentre.empty')}</p>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={item.read_date ? styles.item : styles.unreadItem}>
            <Link
              to={link(item.screen, item.params)}
              onClick={() => {
                if (!item.read_date) markRead.mutate({ params: { id: item.id } });
                onClose();
              }}
            >
              {!item.read_date && (
                <span className="bc-visually-hidden">{t('notificationCentre.unread')}: </span>
              )}
              {text(item)}
            </Link>
            <time className={styles.when} dateTime={item.created_date}>
              {formatDateTime(item.created_date)}
            </time>
            {!item.read_date && (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => markRead.mutate({ params: { id: item.id } })}
              >
                {t('notificationCentre.markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button type="button" className={styles.textButton} onClick={() => pages.fetchNextPage()}>
          {t('notificationCentre.more')}
        </button>
      )}
    </>
  );
}

/**
 * The header's bell: the unread count in the button (its name says it to screen readers), the
 * notification centre under it, and new events said aloud (a polite live region).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const text = useEventText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const count = useEndpoint(events.unread).data?.data.count ?? 0;
  const latest = useLatestEvent();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // A click outside closes the panel.
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };
  return (
    <div className={styles.root} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          count > 0 ? t('notificationCentre.bellUnread', { count }) : t('notificationCentre.bell')
        }
        data-testid="notification-bell"
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <div aria-live="polite" className="bc-visually-hidden">
        {latest ? text(latest) : ''}
      </div>
      {open && (
        <div
          id={panelId}
          className={styles.panel}
          role="region"
          aria-label={t('notificationCentre.title')}
        >
          <NotificationList onClose={close} />
        </div>
      )}
    </div>
  );
}
