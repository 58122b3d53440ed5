import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { JOB_POST_STATUSES, formatDate, type JobPostStatus } from '@boatcare/shared-domain';
import { Badge, EmptyState, QueryState, SelectField, useLinks } from '@boatcare/shared-ui';
import { Pager } from '../../shared/Pager.tsx';
import styles from '../../shared/admin.module.css';
import { useRequests } from './api.ts';

/** Requests by status, newest first, each linking to its admin edit screen. */
export default function RequestsTab() {
  const { t } = useTranslation();
  const link = useLinks();
  const [status, setStatus] = useState<JobPostStatus | ''>('');
  const [page, setPage] = useState(1);
  const requests = useRequests(status, page);
  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label={t('adminDashboard.requests.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as JobPostStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('adminDashboard.all')}</option>
          {JOB_POST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`requestStatus.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={requests} errorKey="adminDashboard.requests.loadFailed">
        {({ data, meta }) =>
          data.length === 0 ? (
            <EmptyState title={t('adminDashboard.requests.empty')} />
          ) : (
            <>
              <div
                className={styles.scroller}
                role="region"
                aria-label={t('adminDashboard.tabs.requests')}
                tabIndex={0}
              >
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('adminJobPosts.boatName')}</th>
                      <th scope="col">{t('adminJobPosts.owner')}</th>
                      <th scope="col">{t('adminJobPosts.status')}</th>
                      <th scope="col">{t('adminJobPosts.preferredDate')}</th>
                      <th scope="col">{t('adminJobPosts.created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <Link to={link('adminJobPostDetail', { id: row.id })}>
                            {row.boatName}
                          </Link>
                        </td>
                        <td>{row.ownerEmail}</td>
                        <td>
                          <Badge tone="info">{t(`requestStatus.${row.status}`)}</Badge>
                        </td>
                        <td>{formatDate(row.preferredDate)}</td>
                        <td>{formatDate(row.created_date)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager meta={meta} statusKey="adminDashboard.requests.pager" onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
