import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  PageHeader,
  formatCount,
  toast,
  usePageMeta,
  useDebouncedValue,
} from '@boatcare/shared-ui';
import { AdminList } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import { TYPING_DELAY_MS } from '../../shared/typing-delay.ts';
import adminStyles from '../../shared/admin.module.css';
import { useUsers, type UserFilters } from './listed-users.ts';
import { downloadCsv } from './csv.ts';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { useUserColumns } from './UsersTable.tsx';
import { usersCsv } from './users-csv.ts';
import styles from './UsersPage.module.css';

const NO_FILTERS: UserFilters = { email: '', name: '' };
/** Rows a page: a screenful to scan, select and export. */
const PAGE_SIZE = 50;

/** admin/users: customers and providers, filtered, selected and exported as users.csv. */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('adminUsers.metaTitle'), t('adminUsers.metaDescription'));
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const email = useDebouncedValue(filters.email, TYPING_DELAY_MS);
  const name = useDebouncedValue(filters.name, TYPING_DELAY_MS);
  const asked = { user_type: filters.user_type, email, name };
  const pages = useCursorPages(JSON.stringify(asked), PAGE_SIZE);
  const users = useUsers(asked, pages);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const shown = users.data?.items ?? [];
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

  const columns = useUserColumns({
    users: shown,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
  });

  return (
    <>
      <PageHeader
        title={t('adminUsers.title')}
        subtitle={t('adminUsers.subtitle')}
        actions={<Button onClick={exportUsers}>{t('adminUsers.export')}</Button>}
      />
      <AdminList
        query={users}
        errorKey="adminUsers.loadFailed"
        rows={(page) => page.items}
        rowKey={(user) => user.id}
        rowProps={(user) => ({
          className: selected.has(user.id) ? adminStyles.selectedRow : undefined,
        })}
        columns={columns}
        label={t('adminUsers.tableLabel')}
        filters={<UserFiltersBar filters={filters} onChange={setFilters} />}
        pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
        summary={({ items, total }) =>
          items.length > 0 && (
            <p className={styles.summary} role="status">
              {t(total.exact ? 'adminUsers.count' : 'adminUsers.countMore', {
                count: total.count,
                total: formatCount(total.count, i18n.language),
              })}
              {chosen.length > 0 && (
                <> · {t('adminUsers.selectedCount', { count: chosen.length })}</>
              )}
              {users.isPlaceholderData && <> · {t('adminUsers.updating')}</>}
            </p>
          )
        }
        empty={
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
        }
      />
    </>
  );
}
