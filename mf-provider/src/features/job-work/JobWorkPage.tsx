import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState, statusOf, useJobWork, useLinks } from '@boatcare/shared-ui';

/**
 * /supplier/orders/{id}: a won job by its order id, as notifications and older links name it;
 * it opens the job's one page (/supplier/jobs/{request id}), which shows it in its state.
 */
export default function JobWorkPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const { id = '' } = useParams();
  const work = useJobWork(id);

  if (work.isError && statusOf(work.error) === 404) {
    return (
      <EmptyState
        title={t('jobs.notFound')}
        message={t('providerJob.myJobsEmptyText')}
        action={<Link to={link('supplierMyJobs')}>{t('providerJob.backToMyJobs')}</Link>}
      />
    );
  }
  return (
    <QueryState query={work} errorKey="jobLifecycle.loadFailed">
      {({ job }) => <Navigate to={link('supplierJobDetail', { id: job.jobPostId })} replace />}
    </QueryState>
  );
}
