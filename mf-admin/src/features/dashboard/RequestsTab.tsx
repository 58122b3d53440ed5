import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_POST_STATUSES, type JobPostStatus } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import { type AdminRequestRow } from '@boatcare/shared-domain/schemas/admin-people';
import { Badge, EmptyState, SelectField, useEndpoint, useLinks } from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import styles from '../../shared/admin.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

/** Requests by status, newest first, each linking to its admin edit screen. */
export default function RequestsTab() {
  const { t } = useTranslation();
  const link = useLinks();
  const [status, setStatus] = useState<JobPostStatus | ''>('');
  const pages = useCursorPages(status);
  const requests = useEndpoint(
    admin.requests,
    { query: { status: status || undefined, after: pages.after, limit: pages.limit } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'adminDashboard.requests.loadFailed' } },
  );
  const columns: Column<AdminRequestRow>[] = [
    {
      key: 'boat',
      header: t('adminJobPosts.boatName'),
      cell: (row) => row.boatName,
      rowHeader: true,
    },
    { key: 'owner', header: t('adminJobPosts.owner'), cell: (row) => row.ownerEmail },
    {
      key: 'status',
      header: t('adminJobPosts.status'),
      cell: (row) => <Badge tone="info">{t(`requestStatus.${row.status}`)}</Badge>,
    },
    {
      key: 'date',
      header: t('adminJobPosts.preferredDate'),
      cell: (row) => formatDate(row.preferredDate),
    },
    {
      key: 'created',
      header: t('adminJobPosts.created'),
      cell: (row) => formatDate(row.created_date),
    },
  ];
  return (
    <AdminList
      query={requests}
      errorKey="adminDashboard.requests.loadFailed"
      rows={(page) => page.items}
      rowKey={(row) => row.id}
      rowLink={(row) => link('adminJobPostDetail', { id: row.id })}
      columns={columns}
      label={t('adminDashboard.tabs.requests')}
      empty={<EmptyState title={t('adminDashboard.requests.empty')} />}
      filters={
        <div className={styles.filters}>
          <SelectField
            label={t('adminDashboard.requests.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as JobPostStatus | '')}
          >
            <option value="">{t('adminDashboard.all')}</option>
            {JOB_POST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`requestStatus.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      }
      pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
    />
  );
}
