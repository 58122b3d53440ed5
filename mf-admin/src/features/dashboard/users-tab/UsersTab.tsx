import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '@boatcare/shared-domain/core';
import {
  DASHBOARD_ROLES,
  USER_STATUSES,
  type DashboardRole,
  type DashboardUser,
} from '@boatcare/shared-domain/schemas/admin-people';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  SelectField,
  TextField,
  errorText,
  toast,
  useDebouncedValue,
  useEndpoint,
  useEndpointMutation,
  formatUnit,
} from '@boatcare/shared-ui';
import { TYPING_DELAY_MS } from '../../../shared/typing-delay.ts';
import { CursorPager, useCursorPages } from '../../../shared/CursorPager.tsx';
import { AdminList, type Column } from '../../../shared/AdminList.tsx';
import styles from '../../../shared/admin.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import * as usersApi from '@boatcare/shared-domain/endpoints/users';
import { ADMIN_READS } from '../../../shared/admin-reads.ts';
import { UserForm } from './UserForm.tsx';

const ROLE_TONE = { admin: 'danger', customer: 'info', supplier: 'success' } as const;

/** The dashboard's Users tab: filters, Add User, the inline form and the table. */
export default function UsersTab() {
  const { t, i18n } = useTranslation();
  const [role, setRole] = useState<DashboardRole | ''>('');
  const [status, setStatus] = useState<(typeof USER_STATUSES)[number] | ''>('');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, TYPING_DELAY_MS);
  const pages = useCursorPages(JSON.stringify([role, status, search.trim()]));
  const users = useEndpoint(
    usersApi.list,
    {
      query: {
        role: role || undefined,
        status: status || undefined,
        search: search.trim() || undefined,
        after: pages.after,
        limit: pages.limit,
      },
    },
    {
      placeholderData: keepPreviousData,
      meta: { errorKey: 'adminDashboard.users.loadFailed' },
    },
  );
  const [editing, setEditing] = useState<DashboardUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DashboardUser | null>(null);
  // The hook's callbacks, not mutate's: they run even if the lists read again replace the tab.
  const remove = useEndpointMutation(usersApi.remove, {
    invalidates: ADMIN_READS,
    onSuccess: () => toast.success(t('adminDashboard.users.deleted')),
    onError: (error) => toast.error(errorText(t, error, 'adminDashboard.users.deleteFailed')),
    onSettled: () => setDeleting(null),
  });

  function confirmDelete() {
    if (deleting) remove.mutate({ params: { id: deleting.id } });
  }

  const columns: Column<DashboardUser>[] = [
    {
      key: 'user',
      header: t('adminDashboard.users.user'),
      wrap: true,
      cell: (user) => (
        <>
          <strong>{user.name}</strong>
          <br />
          <span className={styles.muted}>{user.email}</span>
        </>
      ),
    },
    {
      key: 'role',
      header: t('adminDashboard.users.role'),
      cell: (user) => (
        <Badge tone={ROLE_TONE[user.role]}>{t(`adminDashboard.users.roles.${user.role}`)}</Badge>
      ),
    },
    {
      key: 'status',
      header: t('adminDashboard.users.status'),
      cell: (user) => (
        <Badge tone={user.status === 'active' ? 'success' : 'neutral'}>
          {t(`adminDashboard.users.statuses.${user.status}`)}
        </Badge>
      ),
    },
    {
      key: 'rating',
      header: t('adminDashboard.users.rating'),
      cell: (user) =>
        user.rating === null
          ? t('common.notAvailable')
          : t('adminDashboard.users.ratingValue', {
              rating: formatRating(user.rating, i18n.language),
              count: user.totalRatings,
            }),
    },
    {
      key: 'area',
      header: t('adminDashboard.users.serviceArea'),
      cell: (user) =>
        user.serviceRadius === null
          ? t('common.notAvailable')
          : formatUnit(user.serviceRadius, 'kilometer', i18n.language),
    },
    {
      key: 'actions',
      header: t('adminDashboard.users.actions'),
      cell: (user) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setEditing(user)}
            aria-label={t('adminDashboard.users.editUser', { name: user.name })}
          >
            {t('adminDashboard.users.edit')}
          </Button>
          <Button
            size="small"
            variant="danger"
            onClick={() => setDeleting(user)}
            aria-label={t('adminDashboard.users.deleteUser', { name: user.name })}
          >
            {t('adminDashboard.users.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminList
        query={users}
        errorKey="adminDashboard.users.loadFailed"
        rows={(page) => page.data}
        pager={(page, loading) => (
          <CursorPager pages={pages} page={{ ...page, items: page.data }} loading={loading} />
        )}
        rowKey={(user) => user.id}
        columns={columns}
        label={t('adminDashboard.tabs.users')}
        empty={<EmptyState title={t('adminDashboard.users.empty')} />}
        filters={
          <>
            <div className={styles.filters}>
              <SelectField
                label={t('adminDashboard.users.role')}
                value={role}
                onChange={(event) => setRole(event.target.value as DashboardRole | '')}
              >
                <option value="">{t('adminDashboard.all')}</option>
                {DASHBOARD_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`adminDashboard.users.roles.${value}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('adminDashboard.users.status')}
                value={status}
                onChange={(event) => setStatus(event.target.value as typeof status)}
              >
                <option value="">{t('adminDashboard.all')}</option>
                {USER_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`adminDashboard.users.statuses.${value}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('adminDashboard.users.search')}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <div>
                <Button onClick={() => setEditing('new')}>{t('adminDashboard.users.add')}</Button>
              </div>
            </div>
            {editing && (
              <UserForm
                key={editing === 'new' ? 'new' : editing.id}
                user={editing === 'new' ? null : editing}
                onDone={() => setEditing(null)}
              />
            )}
          </>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminDashboard.users.deleteTitle')}
        message={t('adminDashboard.users.deleteConfirm')}
        confirmLabel={t('adminDashboard.users.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
