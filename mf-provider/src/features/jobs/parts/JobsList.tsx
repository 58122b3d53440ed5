import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyJob } from '@boatcare/shared-domain/schemas/nearby';
import { EmptyState, ErrorState, PagedList, errorText } from '@boatcare/shared-ui';
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
  const renderJob = useCallback(
    (job: NearbyJob) => <JobCard job={job} {...(onOffer ? { onOffer } : {})} />,
    [onOffer],
  );
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
    <PagedList
      items={jobs}
      itemKey={(job) => job.id}
      renderItem={renderJob}
      hasMore={query.hasNextPage}
      onShowMore={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      // No count on the server (a nearby search is not counted): the pager says what is known.
      label={t(list === 'nearby' ? 'supplierJobs.title' : 'supplierMyOffers.title')}
      className={styles.grid}
    />
  );
}
