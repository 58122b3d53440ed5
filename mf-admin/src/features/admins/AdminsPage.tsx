import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type AdminUserRow } from '@boatcare/shared-domain/schemas/admin';
import {
  ButtonLink,
  EmptyState,
  PageHeader,
  TextField,
  useLinks,
  usePageMeta,
  useDebouncedValue,
  useEndpoint,
} from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import { TYPING_DELAY_MS } from '../../shared/typing-delay.ts';
import styles from '../../shared/admin.module.css';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

/** admin/adminUser: the admin users, filtered by email and name (500 ms). */
export default function AdminsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('adminAdmins.metaTitle'), t('adminAdmins.metaDescription'));
  const [emailText, setEmail] = useState('');
  const [nameText, setName] = useState('');
  const email = useDebouncedValue(emailText, TYPING_DELAY_MS).trim();
  const name = useDebouncedValue(nameText, TYPING_DELAY_MS).trim();
  const pages = useCursorPages(JSON.stringify([email, name]));
  const admins = useEndpoint(
    admin.users,
    { query: { user_type: 0, email, name, after: pages.after, limit: pages.limit } },
    {
      placeholderData: keepPreviousData,
      meta: { errorKey: 'adminAdmins.loadFailed' },
    },
  );
  const columns: Column<AdminUserRow>[] = [
    { key: 'first', header: t('adminAdmins.firstName'), cell: (admin) => admin.first_name },
    { key: 'last', header: t('adminAdmins.lastName'), cell: (admin) => admin.last_name },
    { key: 'email', header: t('adminAdmins.email'), cell: (admin) => admin.email },
    {
      key: 'created',
      header: t('adminAdmins.createdDate'),
      cell: (admin) => formatDate(admin.created_date),
    },
    {
      key: 'actions',
      header: t('adminAdmins.actions'),
      cell: (admin) => (
        <ButtonLink
          size="small"
          variant="secondary"
          to={link('adminAdminUserDetail', { id: admin.id })}
          aria-label={t('adminAdmins.editAdmin', { email: admin.email })}
        >
          {t('adminAdmins.edit')}
        </ButtonLink>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('adminAdmins.title')}
        subtitle={t('adminAdmins.subtitle')}
        actions={<ButtonLink to={link('adminAdminUserNew')}>{t('adminAdmins.add')}</ButtonLink>}
      />
      <AdminList
        query={admins}
        errorKey="adminAdmins.loadFailed"
        rows={(page) => page.items}
        pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
        rowKey={(admin) => admin.id}
        columns={columns}
        label={t('adminAdmins.title')}
        empty={<EmptyState title={t('adminAdmins.empty')} />}
        filters={
          <div className={styles.filters}>
            <TextField
              label={t('adminAdmins.email')}
              type="search"
              value={emailText}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={t('adminAdmins.name')}
              type="search"
              value={nameText}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        }
      />
    </>
  );
}
