import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import { type Order } from '@boatcare/shared-domain/schemas/job';
import {
  Badge,
  EmptyState,
  JobStatusBadge,
  PageHeader,
  PagedList,
  QueryState,
  useLinks,
  useMoney,
  usePageMeta,
  ServiceChips,
  Facts,
  useEndpointPages,
} from '@boatcare/shared-ui';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { PhotoThumbnails } from '../../shared/photos/PhotoThumbnails.tsx';
import styles from './MyJobsPage.module.css';

/** Orders per page (the spec's limit 50). */
const ORDERS_PAGE_SIZE = 50;

/**
 * /supplier/my-jobs: the jobs the provider won (their orders), 50 at a time by "Show more",
 * with their total; each opens its page.
 */
export default function MyJobsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const query = { limit: ORDERS_PAGE_SIZE };
  const orders = useEndpointPages(
    jobs.myJobs,
    { query },
    (page: number) => ({ query: { ...query, page } }),
    {
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.length * ORDERS_PAGE_SIZE < last.meta.total ? pages.length + 1 : undefined,
      meta: { errorKey: 'providerJob.myJobsLoadFailed' },
    },
  );
  const renderOrder = useCallback((order: Order) => <OrderItem order={order} />, []);
  usePageMeta(t('providerJob.myJobsTitle'), t('providerJob.myJobsSubtitle'));

  return (
    <>
      <PageHeader title={t('providerJob.myJobsTitle')} subtitle={t('providerJob.myJobsSubtitle')} />
      <QueryState query={orders} errorKey="providerJob.myJobsLoadFailed">
        {({ pages }) => {
          const items = pages.flatMap((page) => page.data);
          const total = pages[pages.length - 1]?.meta.total ?? items.length;
          return items.length === 0 ? (
            <EmptyState
              title={t('providerJob.myJobsEmptyTitle')}
              message={t('providerJob.myJobsEmptyText')}
              action={<Link to={link('supplierJobs')}>{t('providerJob.findJobs')}</Link>}
            />
          ) : (
            <PagedList
              items={items}
              itemKey={(order) => order.id}
              renderItem={renderOrder}
              hasMore={orders.hasNextPage}
              onShowMore={() => void orders.fetchNextPage()}
              loading={orders.isFetchingNextPage}
              total={{ count: total, exact: true }}
              label={t('providerJob.myJobsTitle')}
              className={styles.list}
            />
          );
        }}
      </QueryState>
    </>
  );
}

function OrderItem({ order }: { order: Order }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const paid = order.payment_status === 'completed';
  // A field without a value is left out.
  const facts: [string, string][] = [
    [t('supplierMyOffers.startDate'), formatDate(order.job_start_date)],
    [t('supplierMyOffers.amount'), money(order.payment_amount)],
    [t('createRequest.length'), t('createRequest.lengthValue', { count: order.boat.lengthFeet })],
  ];
  if (order.boat.dockNumber) facts.push([t('createRequest.dockNumber'), order.boat.dockNumber]);
  if (order.boat.address) facts.push([t('createRequest.address'), order.boat.address]);
  return (
    <article className={styles.item} aria-labelledby={`order-${order.id}`}>
      <div className={styles.top}>
        <h2 id={`order-${order.id}`} className={styles.title}>
          <Link to={link('supplierJobWork', { id: order.id })}>
            {order.title || order.boat.boatName}
          </Link>
        </h2>
        <span className={styles.badges}>
          {/* Once paid, the job's own state says so (no "Paid Paid"). */}
          {!paid && (
            <Badge tone="warning">{t(`supplierMyOffers.payment.${order.payment_status}`)}</Badge>
          )}
          <JobStatusBadge status={order.status} />
        </span>
      </div>
      <PhotoThumbnails photos={order.boat.images} boatName={order.boat.boatName} size="small" />
      <Facts narrow items={facts} />
      <ServiceChips services={order.boat.services} flybridge={order.boat.flybridge} />
    </article>
  );
}
