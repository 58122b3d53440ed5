import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { awaitsPayment } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import { Button, Card, PageHeader, useMoney, usePageMeta, Facts } from '@boatcare/shared-ui';
import { useRequest } from '../../shared/useRequest.ts';
import { RequestState } from '../../shared/RequestState.tsx';
import { PaymentStatusBadge } from '../../shared/StatusBadge.tsx';
import { usePayOrder } from '../../shared/payment-state.ts';
import { WorkPanel } from './parts/WorkPanel.tsx';
import styles from './OrderDetailPage.module.css';

/**
 * One order, by its request: boat, location, schedule and bidding, the job once it exists,
 * and the bids. (The old screen had a confirm-bid dialog it never opened; accepting lives on
 * the request page, so it is left out here.)
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useRequest(id);
  usePageMeta(t('orderDetail.metaTitle'), t('orderDetail.metaDescription'));
  return (
    <RequestState query={request} fallback="myOrders">
      {(post) => <OrderDetail post={post} />}
    </RequestState>
  );
}

function OrderDetail({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const pay = usePayOrder();
  const { job } = post;
  const na = t('common.notAvailable');
  const amount = (value: number) => (value > 0 ? money(value) : na);

  return (
    <>
      <PageHeader
        title={post.boatName}
        subtitle={post.location.address}
        actions={job && <PaymentStatusBadge status={job.payment_status} />}
      />
      <div className={styles.sections}>
        {job && <WorkPanel jobId={job.id} />}
        <Card aria-labelledby="boat-details">
          <h2 id="boat-details">{t('orderDetail.boatDetails')}</h2>
          <Facts
            items={[
              [t('createRequest.boatName'), post.boatName],
              [t('createRequest.boatType'), t(`boatTypes.${post.boatType}`)],
              [t('createRequest.material'), t(`materials.${post.material}`)],
              [
                t('createRequest.length'),
                t('createRequest.lengthValue', { count: post.lengthFeet }),
              ],
              [t('createRequest.locationType'), t(`locationTypes.${post.locationType}`)],
              [t('orderDetail.dirtinessLevel'), post.dirtinessLevel],
              [t('createRequest.notes'), post.notes || na],
            ]}
          />
        </Card>
        <Card aria-labelledby="location-details">
          <h2 id="location-details">{t('orderDetail.locationDetails')}</h2>
          <Facts
            items={[
              [t('createRequest.address'), post.location.address],
              [t('orderDetail.placeId'), post.location.placeId || na],
              [t('createRequest.dockNumber'), post.location.dockNumber || na],
              [
                t('orderDetail.coordinates'),
                `${post.location.latitude.toFixed(4)}, ${post.location.longitude.toFixed(4)}`,
              ],
            ]}
          />
        </Card>
        <Card aria-labelledby="schedule">
          <h2 id="schedule">{t('orderDetail.scheduleAndBidding')}</h2>
          <Facts
            items={[
              [t('createRequest.preferredDate'), formatDate(post.preferredDate)],
              [t('orderDetail.bidStart'), formatDate(post.bid_start_date)],
              [t('orderDetail.bidEnd'), formatDate(post.bid_end_date)],
              [t('orderDetail.maxBid'), amount(post.max_bid_amount)],
              [t('orderDetail.minBid'), amount(post.min_bid_amount)],
            ]}
          />
        </Card>
        {job && (
          <Card aria-labelledby="job-details">
            <h2 id="job-details">{t('orderDetail.jobDetails')}</h2>
            <Facts
              items={[
                [t('orderDetail.jobTitle'), job.title || post.boatName],
                [t('orderDetail.jobId'), job.id],
                [t('orderDetail.jobStart'), formatDate(job.job_start_date)],
                [t('orderDetail.jobEnd'), formatDate(job.job_end_date)],
                [t('orderDetail.company'), job.auctioneer.company_name || na],
                [t('orderDetail.companyContact'), job.auctioneer.contact_number || na],
                [t('orderDetail.bidderTitle'), job.bidder.title || na],
                [t('orderDetail.bidderContact'), job.bidder.contact_number || na],
                [t('myOrders.bidAmount'), money(job.bid_amount)],
                [t('requestDetail.paymentAmount'), money(job.payment_amount)],
              ]}
            />
            {awaitsPayment(job.payment_status) && post.status !== 'cancelled' && (
              <div className={styles.pay}>
                <Button onClick={() => pay(post, job.id, job.bid_amount)}>
                  {t('requestDetail.payNow')}
                </Button>
              </div>
            )}
          </Card>
        )}
        <Card aria-labelledby="order-bids">
          <h2 id="order-bids">{t('requestDetail.bids', { count: post.bids.length })}</h2>
          {post.bids.length === 0 ? (
            <p className={styles.muted}>{t('requestDetail.noBidsTitle')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('myOrders.bidder')}</th>
                  <th scope="col">{t('orderDetail.amount')}</th>
                  <th scope="col">{t('orderDetail.message')}</th>
                </tr>
              </thead>
              <tbody>
                {post.bids.map((bid) => (
                  <tr
                    key={bid.id}
                    className={bid.id === post.acceptedBid ? styles.accepted : undefined}
                  >
                    <td data-label={t('myOrders.bidder')}>{bid.bidder}</td>
                    <td data-label={t('orderDetail.amount')}>{money(bid.amount)}</td>
                    <td data-label={t('orderDetail.message')}>{bid.message || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    </>
  );
}
