import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  errorText,
  toast,
  usePageMeta,
} from '@boatcare/shared-ui';
import { useUsers, type UserFilters } from './api.ts';
import { downloadCsv } from './csv.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { UsersTable } from './UsersTable.tsx';
import { usersCsv } from './users-csv.ts';
import styles from './UsersPage.module.css';

/** The spec's admin search delay. */
const TYPING_DELAY_MS = 500;
const NO_FILTERS: UserFilters = { email: '', name: '' };

/** admin/users: customers and providers, filtered, selected and exported as users.csv. */
export default function UsersPage() {
  const { t } = useTranslation();
  usePageMeta(t('adminUsers.metaTitle'), t('adminUsers.metaDescription'));
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const email = useDebouncedValue(filters.email, TYPING_DELAY_MS);
  const name = useDebouncedValue(filters.name, TYPING_DELAY_MS);
  const users = useUsers({ user_type: filters.user_type, email, name });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (users.isError) toast.error(errorText(t, users.error, 'adminUsers.loadFailed'));
  }, [users.isError, users.error, t]);

  const shown = users.data ?? [];
  // Only rows on screen count: a selection hidden by a filter is not exported.
  const chosen = shown.filter((user) => selected.has(user.id));
  const filtered =
    filters.user_type !== undefined || filters.email.trim() !== '' || filters.name.trim() !== '';

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setSelected((current) => {
      const next = new Set(current);
      const all = shown.length > 0 && shown.every((user) => next.has(user.id));
      for (const user of shown) {
        if (all) next.delete(user.id);
        else next.add(user.id);
      }
      return next;
    });
  }

  function exportUsers() {
    const rows = chosen.length > 0 ? chosen : shown;
    if (rows.length === 0) {
      toast.error(t('adminUsers.noUsersToExport'));
      return;
    }
    downloadCsv('users.csv', usersCsv(rows, t));
    toast.success(t('adminUsers.exported', { count: rows.length }));
  }

  let body;
  if (users.isPending) body = <PageLoader />;
  else if (users.isError) {
    body = <ErrorState message={t('adminUsers.loadFailed')} onRetry={() => void users.refetch()} />;
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        title={t('adminUsers.notFound')}
        message={t(filtered ? 'adminUsers.notFoundFiltered' : 'adminUsers.notFoundAny')}
        action={
          filtered && (
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              {t('adminUsers.clearFilters')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <UsersTable
        users={shown}
        selected={selected}
        busy={users.isPlaceholderData}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('adminUsers.title')}
        subtitle={t('adminUsers.subtitle')}
        actions={<Button onClick={exportUsers}>{t('adminUsers.export')}</Button>}
      />
      <UserFiltersBar filters={filters} onChange={setFilters} />
      {users.isSuccess && shown.length > 0 && (
        <p className={styles.summary} role="status">
          {t('adminUsers.count', { count: shown.length })}
          {chosen.length > 0 && <> · {t('adminUsers.selectedCount', { count: chosen.length })}</>}
          {users.isPlaceholderData && <> · {t('adminUsers.updating')}</>}
        </p>
      )}
      {body}
    </>
  );
}
