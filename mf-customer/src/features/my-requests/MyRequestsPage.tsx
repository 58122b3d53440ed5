import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { JOB_POST_STATUSES, type JobPostStatus } from '@boatcare/shared-domain/core';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  toast,
  useLinks,
  usePageMeta,
  errorText,
  useEndpointPages,
} from '@boatcare/shared-ui';
import { FilterTabs } from '../../shared/FilterTabs.tsx';
import { RequestCard } from './parts/RequestCard.tsx';
import list from '../../shared/list.module.css';

type Filter = JobPostStatus | 'all';
const FILTERS: Filter[] = ['all', ...JOB_POST_STATUSES];
const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);
const PAGE_SIZE = 12;

/** The customer's requests, filtered by status (kept in the address, so back and reload keep it). */
export default function MyRequestsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('myRequests.metaTitle'), t('myRequests.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status: Filter = isFilter(raw) ? raw : 'all';
  // Newest first, a page at a time; a short page is the last.
  const query = { status: status === 'all' ? undefined : status, limit: PAGE_SIZE };
  const requests = useEndpointPages(
    jobpost.list,
    { query },
    (page: number) => ({ query: { ...query, page } }),
    {
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.length === PAGE_SIZE ? pages.length + 1 : undefined),
    },
  );

  useEffect(() => {
    if (requests.isError) toast.error(errorText(t, requests.error, 'myRequests.loadFailed'));
  }, [requests.isError, requests.error, t]);

  const create = <ButtonLink to={link('createRequest')}>{t('myRequests.create')}</ButtonLink>;
  const items = requests.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader
        title={t('myRequests.title')}
        subtitle={t('myRequests.subtitle')}
        actions={create}
      />
      <FilterTabs
        legend={t('myRequests.filter')}
        options={FILTERS.map((value) => ({
          value,
          label: t(value === 'all' ? 'myRequests.all' : `requestStatus.${value}`),
        }))}
        value={status}
        onChange={(value) => setSearch(value === 'all' ? {} : { status: value }, { replace: true })}
      />
      {requests.isPending ? (
        <PageLoader />
      ) : requests.isError ? (
        <ErrorState message={t('myRequests.loadFailed')} onRetry={() => void requests.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(status === 'all' ? 'myRequests.emptyTitle' : 'myRequests.emptyFiltered')}
          message={t('myRequests.emptyText')}
          action={create}
        />
      ) : (
        <>
          <ul className={list.list} aria-label={t('myRequests.title')}>
            {items.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
          {requests.hasNextPage && (
            <div className={list.more}>
              <Button
                variant="secondary"
                loading={requests.isFetchingNextPage}
                onClick={() => void requests.fetchNextPage()}
              >
                {t('myRequests.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
