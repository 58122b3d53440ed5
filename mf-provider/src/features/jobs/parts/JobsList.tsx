import { useTranslation } from 'react-i18next';
import type { NearbyJob } from '@boatcare/shared-domain/schemas/nearby';
import { Button, EmptyState, ErrorState, errorText } from '@boatcare/shared-ui';
import {
  useJobsList,
  type JobsFilter,
  type JobsList as List,
} from '../../../shared/useJobsList.ts';
import { CardSkeletons } from './CardSkeletons.tsx';
import { JobCard } from './JobCard.tsx';
import styles from '../JobsPage.module.css';

/** One tab's list: skeletons, error with retry, empty state, cards and "show more". */
export function JobsList({
  list,
  filter,
  onOffer,
}: {
  list: List;
  filter: JobsFilter;
  onOffer?: (job: NearbyJob) => void;
}) {
  const { t } = useTranslation();
  const query = useJobsList(list, filter);
  const failKey = list === 'nearby' ? 'supplierJobs.loadFailed' : 'supplierJobs.loadMyBidsFailed';
  if (query.isPending) return <CardSkeletons />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorText(t, query.error, failKey)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const jobs = query.data.pages.flatMap((page) => page.data);
  if (jobs.length === 0) {
    const empty = list === 'nearby' ? 'emptyNearby' : 'emptyMyBids';
    return (
      <EmptyState
        title={t(`supplierJobs.${empty}.title`)}
        message={t(`supplierJobs.${empty}.text`)}
      />
    );
  }
  return (
    <>
      <div className={styles.grid}>
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} {...(onOffer ? { onOffer } : {})} />
        ))}
      </div>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('supplierJobs.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
