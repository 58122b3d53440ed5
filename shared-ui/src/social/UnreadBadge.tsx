import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './api.ts';
import styles from './social.module.css';

/** The navigation's count of unread messages; nothing when there are none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="bc-visually-hidden">{t('messages.unread', { count })}</span>
    </span>
  );
}
