import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain';
import { Badge, ButtonLink, useLinks } from '@boatcare/shared-ui';
import type { ListedUser } from './api.ts';
import { USER_TYPE_LOOK } from './user-type.ts';
import styles from './UsersPage.module.css';

interface Props {
  users: readonly ListedUser[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onToggle(id: string): void;
  onToggleAll(): void;
}

/** The users with row and select-all checkboxes; scrolls sideways on narrow screens. */
export function UsersTable({ users, selected, busy, onToggle, onToggleAll }: Props) {
  const { t } = useTranslation();
  const link = useLinks();
  const selectedCount = users.filter((user) => selected.has(user.id)).length;
  const all = users.length > 0 && selectedCount === users.length;
  return (
    // Focusable so keyboard users can scroll it sideways on a phone.
    <div
      className={styles.scroller}
      role="region"
      aria-label={t('adminUsers.tableLabel')}
      tabIndex={0}
    >
      <table className={styles.table} aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col" className={styles.check}>
              <input
                type="checkbox"
                checked={all}
                ref={(box) => {
                  if (box) box.indeterminate = selectedCount > 0 && !all;
                }}
                onChange={onToggleAll}
                aria-label={t('adminUsers.selectAll')}
              />
            </th>
            <th scope="col">{t('adminUsers.firstName')}</th>
            <th scope="col">{t('adminUsers.lastName')}</th>
            <th scope="col">{t('adminUsers.email')}</th>
            <th scope="col">{t('adminUsers.type')}</th>
            <th scope="col">{t('adminUsers.created')}</th>
            <th scope="col">{t('adminUsers.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
            const look = USER_TYPE_LOOK[user.user_type];
            const isSelected = selected.has(user.id);
            return (
              <tr key={user.id} className={isSelected ? styles.selectedRow : undefined}>
                <td className={styles.check}>
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={() => onToggle(user.id)}
                    aria-label={t('adminUsers.select', { name })}
                  />
                </td>
                <td>{user.first_name}</td>
                <td>{user.last_name}</td>
                <td>{user.email}</td>
                <td>
                  <Badge tone={look.tone}>{t(look.labelKey)}</Badge>
                </td>
                <td className={styles.date}>{formatDate(user.created_date)}</td>
                <td>
                  <ButtonLink
                    size="small"
                    variant="secondary"
                    to={link('adminUserDetail', { id: user.id })}
                    aria-label={t('adminUsers.viewEdit', { name })}
                  >
                    {t('adminUsers.viewEditShort')}
                  </ButtonLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
