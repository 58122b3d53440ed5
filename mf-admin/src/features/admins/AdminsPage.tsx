import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain';
import {
  ButtonLink,
  EmptyState,
  PageHeader,
  QueryState,
  TextField,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { TYPING_DELAY_MS, useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import styles from '../../shared/admin.module.css';
import { useAdmins } from './api.ts';

/** admin/adminUser: the admin users, filtered by email and name (500 ms). */
export default function AdminsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('adminAdmins.metaTitle'), t('adminAdmins.metaDescription'));
  const [emailText, setEmail] = useState('');
  const [nameText, setName] = useState('');
  const email = useDebouncedValue(emailText, TYPING_DELAY_MS).trim();
  const name = useDebouncedValue(nameText, TYPING_DELAY_MS).trim();
  const admins = useAdmins(email, name);
  return (
    <>
      <PageHeader
        title={t('adminAdmins.title')}
        subtitle={t('adminAdmins.subtitle')}
        actions={<ButtonLink to={link('adminAdminUserNew')}>{t('adminAdmins.add')}</ButtonLink>}
      />
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
      <QueryState query={admins} errorKey="adminAdmins.loadFailed">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={t('adminAdmins.empty')} />
          ) : (
            <div
              className={styles.scroller}
              role="region"
              aria-label={t('adminAdmins.title')}
              tabIndex={0}
            >
              <table className={styles.table} aria-busy={admins.isPlaceholderData || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t('adminAdmins.firstName')}</th>
                    <th scope="col">{t('adminAdmins.lastName')}</th>
                    <th scope="col">{t('adminAdmins.email')}</th>
                    <th scope="col">{t('adminAdmins.createdDate')}</th>
                    <th scope="col">{t('adminAdmins.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((admin) => (
                    <tr key={admin.id}>
                      <td>{admin.first_name}</td>
                      <td>{admin.last_name}</td>
                      <td>{admin.email}</td>
                      <td>{formatDate(admin.created_date)}</td>
                      <td>
                        <ButtonLink
                          size="small"
                          variant="secondary"
                          to={link('adminAdminUserDetail', { id: admin.id })}
                          aria-label={t('adminAdmins.editAdmin', { email: admin.email })}
                        >
                          {t('adminAdmins.edit')}
                        </ButtonLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
