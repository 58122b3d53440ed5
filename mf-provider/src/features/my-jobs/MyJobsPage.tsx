import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import { type Order } from '@boatcare/shared-domain/schemas/job';
import {
  Badge,
  Button,
  EmptyState,
  JobStatusBadge,
  PageHeader,
  QueryState,
  useLinks,
  useMoney,
  usePageMeta,
  ServiceChips,
  Facts,
  useEndpoint,
} from '@boatcare/shared-ui';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import styles from './MyJobsPage.module.css';

/** Orders per page (the spec's limit 50). */
const ORDERS_PAGE_SIZE = 50;

/** /supplier/my-jobs: the jobs the provider won (their orders), 50 a page; each opens its page. */
export default function MyJobsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const [page, setPage] = useState(1);
  const orders = useEndpoint(
    jobs.myJobs,
    { query: { page, limit: ORDERS_PAGE_SIZE } },
    { meta: { errorKey: 'providerJob.myJobsLoadFailed' } },
  );
  usePageMeta(t('providerJob.myJobsTitle'), t('providerJob.myJobsSubtitle'));

  return (
    <>
      <PageHeader title={t('providerJob.myJobsTitle')} subtitle={t('providerJob.myJobsSubtitle')} />
      <QueryState query={orders} errorKey="providerJob.myJobsLoadFailed">
        {({ data, meta }) =>
          data.length === 0 && page === 1 ? (
            <EmptyState
              title={t('providerJob.myJobsEmptyTitle')}
              message={t('providerJob.myJobsEmptyText')}
              action={<Link to={link('supplierJobs')}>{t('providerJob.findJobs')}</Link>}
            />
          ) : (
            <>
              <ul className={styles.list}>
                {data.map((order) => (
                  <OrderItem key={order.id} order={order} />
                ))}
              </ul>
              <nav className={styles.pager} aria-label={t('pager.label')}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('pager.previous')}
                </Button>
                <span aria-live="polite">{t('supplierMyOffers.page', { page })}</span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page * ORDERS_PAGE_SIZE >= meta.total}
                  onClick={() => setPage(page + 1)}
                >
                  {t('pager.next')}
                </Button>
              </nav>
            </>
          )
        }
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
    <li className={styles.item} aria-labelledby={`order-${order.id}`}>
      <div className={styles.top}>
        <h2 id={`order-${order.id}`} className={styles.title}>
          <Link to={link('supplierJobWork', { id: order.id })}>
            {order.title || order.boat.boatName}
          </Link>
        </h2>
        <span className={styles.badges}>
          <Badge tone={paid ? 'success' : 'warning'}>
            {t(`supplierMyOffers.payment.${order.payment_status}`)}
          </Badge>
          <JobStatusBadge status={order.status} />
        </span>
      </div>
      <Facts narrow items={facts} />
      <ServiceChips services={order.boat.services} flybridge={order.boat.flybridge} />
    </li>
  );
}
