import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { JOB_STATUS_GROUPS, type JobStatusGroup } from '@boatcare/shared-domain/schemas/job';
import { formatDate } from '@boatcare/shared-ui';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import {
  ButtonLink,
  CardFigures,
  CardMeta,
  EmptyState,
  ErrorState,
  JobStatusBadge,
  PageHeader,
  PageLoader,
  toast,
  useLinks,
  useMoney,
  usePageMeta,
  errorText,
  useEndpoint,
} from '@boatcare/shared-ui';
import { FilterTabs } from '../../shared/FilterTabs.tsx';
import { ImageCarousel } from '../../shared/ImageCarousel.tsx';
import { Pager } from '../../shared/Pager.tsx';
import { PaymentStatusBadge } from '../../shared/StatusBadge.tsx';
import list from '../../shared/list.module.css';
import styles from './MyJobsPage.module.css';

/** In progress, completed, and cancelled (refunded or not), as the provider's orders show them. */
const TABS = [...JOB_STATUS_GROUPS, 'cancelled'] as const;
type Tab = JobStatusGroup | 'cancelled';
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
const PAGE_SIZE = 10;

/**
 * The work on the customer's orders: what is in progress, what is done and what was cancelled,
 * with the provider.
 */
export default function MyJobsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  usePageMeta(t('myJobs.metaTitle'), t('myJobs.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status: Tab = isTab(raw) ? raw : 'ongoing';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const orders = useEndpoint(
    jobs.list,
    { query: { page, limit: PAGE_SIZE, status } },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (orders.isError) toast.error(errorText(t, orders.error, 'myJobs.loadFailed'));
  }, [orders.isError, orders.error, t]);

  return (
    <>
      <PageHeader title={t('myJobs.title')} subtitle={t('myJobs.subtitle')} />
      <FilterTabs
        legend={t('myJobs.filter')}
        options={TABS.map((value) => ({ value, label: t(`myJobs.tabs.${value}`) }))}
        value={status}
        onChange={(value) => setSearch({ status: value }, { replace: true })}
      />
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <ErrorState message={t('myJobs.loadFailed')} onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          title={t(`myJobs.empty.${status}`)}
          message={t('myJobs.emptyText')}
          action={<ButtonLink to={link('myRequests')}>{t('nav.customer.myRequests')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className={list.list} aria-label={t(`myJobs.tabs.${status}`)}>
            {orders.data.data.map((job) => {
              const name = job.boat.boatName || job.title;
              return (
                <li key={job.id} className={list.card}>
                  <ImageCarousel images={job.boat.images} alt={name} />
                  <div className={list.body}>
                    <div className={list.top}>
                      <h2 className={list.title}>{name}</h2>
                      <span className={styles.badges}>
                        <JobStatusBadge status={job.status} />
                        <PaymentStatusBadge status={job.payment_status} />
                      </span>
                    </div>
                    <CardMeta>{job.boat.address}</CardMeta>
                    <CardFigures>
                      <div>
                        <dt>{t('myJobs.provider')}</dt>
                        <dd>{job.bidder.title || job.bidder.name}</dd>
                      </div>
                      <div>
                        <dt>{t('myJobs.contact')}</dt>
                        <dd>
                          {job.bidder.contact_number ? (
                            <a href={`tel:${job.bidder.contact_number}`}>
                              {job.bidder.contact_number}
                            </a>
                          ) : (
                            t('common.notAvailable')
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt>
                          {status === 'completed' ? t('myJobs.finished') : t('myJobs.scheduled')}
                        </dt>
                        <dd>
                          {formatDate(
                            status === 'completed'
                              ? (job.job_end_date ?? job.job_start_date)
                              : (job.job_start_date ?? job.boat.preferredDate),
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('requestDetail.paymentAmount')}</dt>
                        <dd>{money(job.payment_amount)}</dd>
                      </div>
                    </CardFigures>
                    <Link
                      to={link('myOrderDetail', { id: job.jobPostId })}
                      className={styles.link}
                      aria-label={t('myOrders.viewDetailsOf', { name })}
                    >
                      {t('myOrders.viewDetails')}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pager
            meta={orders.data.meta}
            onPage={(next) => setSearch({ status, page: String(next) })}
          />
        </>
      )}
    </>
  );
}
