import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { Badge, ButtonLink, useLinks } from '@boatcare/shared-ui';
import type { Column } from '../../shared/AdminList.tsx';
import type { ListedUser } from './listed-users.ts';
import { USER_TYPE_LOOK } from './user-type.ts';
import styles from './UsersPage.module.css';

interface Selection {
  users: readonly ListedUser[];
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(): void;
}

const nameOf = (user: ListedUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The Users list's columns: row and select-all checkboxes, the person, type, date, link. */
export function useUserColumns({
  users,
  selected,
  onToggle,
  onToggleAll,
}: Selection): Column<ListedUser>[] {
  const { t } = useTranslation();
  const link = useLinks();
  const selectedCount = users.filter((user) => selected.has(user.id)).length;
  const all = users.length > 0 && selectedCount === users.length;
  return [
    {
      key: 'select',
      width: '3rem',
      className: styles.check,
      header: (
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = selectedCount > 0 && !all;
          }}
          onChange={onToggleAll}
          aria-label={t('adminUsers.selectAll')}
        />
      ),
      cell: (user) => (
        <input
          type="checkbox"
          checked={selected.has(user.id)}
          onChange={() => onToggle(user.id)}
          aria-label={t('adminUsers.select', { name: nameOf(user) })}
        />
      ),
    },
    { key: 'first', header: t('adminUsers.firstName'), cell: (user) => user.first_name },
    { key: 'last', header: t('adminUsers.lastName'), cell: (user) => user.last_name },
    { key: 'email', header: t('adminUsers.email'), cell: (user) => user.email },
    {
      key: 'type',
      header: t('adminUsers.type'),
      cell: (user) => {
        const look = USER_TYPE_LOOK[user.user_type];
        return <Badge tone={look.tone}>{t(look.labelKey)}</Badge>;
      },
    },
    {
      key: 'created',
      header: t('adminUsers.created'),
      cell: (user) => formatDate(user.created_date),
      className: styles.date,
    },
    {
      key: 'actions',
      header: t('adminUsers.actions'),
      cell: (user) => (
        <ButtonLink
          size="small"
          variant="secondary"
          to={link('adminUserDetail', { id: user.id })}
          aria-label={t('adminUsers.viewEdit', { name: nameOf(user) })}
        >
          {t('adminUsers.viewEditShort')}
        </ButtonLink>
      ),
    },
  ];
}
