import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  JOB_STAGES,
  OWNER_JOBS_PAGE_SIZE,
  type JobPostSummary,
  type JobStage,
} from '@boatcare/shared-domain/schemas/job-post';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  PageHeader,
  PagedList,
  SkeletonBlocks,
  errorText,
  toast,
  useEndpoint,
  useEndpointPages,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { FilterTabs } from '../../shared/FilterTabs.tsx';
import { JobCard } from './parts/JobCard.tsx';
import list from '../../shared/list.module.css';

type Filter = JobStage | 'all';
const FILTERS: Filter[] = ['all', ...JOB_STAGES];
const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);

/**
 * The owner's jobs, one card each (photo, state in words, next action), filterable by stage with
 * the count of each. `my-jobs`, `my-requests` and `my-order` all open it (docs/job-page.md).
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('jobList.metaTitle'), t('jobList.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const raw = search.get('stage');
  const stage: Filter = isFilter(raw) ? raw : 'all';
  const counts = useEndpoint(jobpost.counts, {});
  const query = { stage: stage === 'all' ? undefined : stage, limit: OWNER_JOBS_PAGE_SIZE };
  const jobs = useEndpointPages(
    jobpost.list,
    { query },
    (page: number) => ({ query: { ...query, page } }),
    {
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        last.length === OWNER_JOBS_PAGE_SIZE ? pages.length + 1 : undefined,
    },
  );

  useEffect(() => {
    if (jobs.isError) toast.error(errorText(t, jobs.error, 'jobList.loadFailed'));
  }, [jobs.isError, jobs.error, t]);

  const renderJob = useCallback((job: JobPostSummary) => <JobCard job={job} />, []);
  const create = <ButtonLink to={link('createRequest')}>{t('myRequests.create')}</ButtonLink>;
  const items = jobs.data?.pages.flat() ?? [];
  const total = counts.data?.[stage];
  return (
    <>
      <PageHeader
        title={t('jobList.title')}
        // One text before and after the counts arrive (they show on the filters): a shorter
        // subtitle let the button move up beside it, and the whole list with it (issue 28).
        subtitle={t('jobList.subtitle')}
        actions={create}
      />
      <FilterTabs
        legend={t('jobList.filter')}
        options={FILTERS.map((value) => ({
          value,
          label: t('jobList.stageCount', {
            stage: t(`jobList.stage.${value}`),
            count: counts.data?.[value] ?? 0,
          }),
        }))}
        value={stage}
        onChange={(value) => setSearch(value === 'all' ? {} : { stage: value }, { replace: true })}
      />
      {jobs.isPending ? (
        // The frame's skeletons (screen-frames.ts), not a spinner: the page does not change twice.
        <SkeletonBlocks shape="list" />
      ) : jobs.isError ? (
        <ErrorState message={t('jobList.loadFailed')} onRetry={() => void jobs.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(stage === 'all' ? 'jobList.emptyTitle' : 'jobList.emptyFiltered')}
          message={t('jobList.emptyText')}
          action={create}
        />
      ) : (
        <PagedList
          items={items}
          itemKey={(job) => job.id}
          renderItem={renderJob}
          hasMore={jobs.hasNextPage}
          onShowMore={() => void jobs.fetchNextPage()}
          loading={jobs.isFetchingNextPage}
          total={total === undefined ? undefined : { count: total, exact: true }}
          label={t('jobList.title')}
          className={list.list}
        />
      )}
    </>
  );
}
