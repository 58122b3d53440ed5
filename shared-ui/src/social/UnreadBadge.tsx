import { useTranslation } from 'react-i18next';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import { useEndpoint } from '@boatcare/shared-ui/core';
import { POLL_MS } from './usePostMessages.ts';
import styles from './social.module.css';

/** The navigation's count of unread messages; nothing when there are none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useEndpoint(
    messages.unread,
    {},
    { select: (answer) => answer.data.count, refetchInterval: POLL_MS },
  );
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="bc-visually-hidden">{t('messages.unread', { count })}</span>
    </span>
  );
}
