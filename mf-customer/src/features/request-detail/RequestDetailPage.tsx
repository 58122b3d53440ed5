import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { awaitsPayment } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import type { JobPostBid, JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import {
  Button,
  Card,
  PageHeader,
  ConfirmDialog,
  toast,
  errorText,
  useMoney,
  usePageMeta,
  ServiceChips,
  MessagesPanel,
  ReviewsPanel,
  Facts,
  useEndpointMutation,
} from '@boatcare/shared-ui';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { CUSTOMER_LISTS } from '../../shared/customer-lists.ts';
import { useRequest } from '../../shared/useRequest.ts';
import { RequestState } from '../../shared/RequestState.tsx';
import { usePayOrder } from '../../shared/payment-state.ts';
import { PaymentStatusBadge, RequestStatusBadge } from '../../shared/StatusBadge.tsx';
import { BidList } from './parts/BidList.tsx';
import { Gallery } from './parts/Gallery.tsx';
import styles from './RequestDetailPage.module.css';

/** One request: photos, details, the bids and accepting one. */
export default function RequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useRequest(id);
  usePageMeta(
    request.data?.boatName ?? t('requestDetail.metaTitle'),
    t('requestDetail.metaDescription'),
  );
  return (
    <RequestState query={request} fallback="myRequests">
      {(post) => <RequestDetail post={post} />}
    </RequestState>
  );
}

function RequestDetail({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  // Accepting makes the order: the requests, the orders and the dashboard change.
  const accept = useEndpointMutation(jobs.fromBid, { invalidates: CUSTOMER_LISTS });
  const pay = usePayOrder();
  const [chosen, setChosen] = useState<JobPostBid | null>(null);
  const { job } = post;

  const confirm = () => {
    if (!chosen) return;
    accept.mutate(
      { body: { bidId: chosen.id } },
      {
        onSuccess: ({ id: jobId }) => {
          toast.success(t('requestDetail.accepted'));
          pay(post, jobId, chosen.amount);
        },
        onError: (error) => {
          toast.error(errorText(t, error, 'requestDetail.acceptFailed'));
          setChosen(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={post.boatName}
        subtitle={post.location.address}
        actions={
          <div className={styles.headerSide}>
            <RequestStatusBadge status={post.status} />
            {job ? (
              <div className={styles.payment}>
                <span>
                  {t('requestDetail.paymentAmount')}: <strong>{money(job.payment_amount)}</strong>
                </span>
                <PaymentStatusBadge status={job.payment_status} />
                {awaitsPayment(job.payment_status) && post.status !== 'cancelled' && (
                  <Button size="small" onClick={() => pay(post, job.id, job.bid_amount)}>
                    {t('requestDetail.payNow')}
                  </Button>
                )}
              </div>
            ) : (
              <span className={styles.muted}>{t('requestDetail.noOrder')}</span>
            )}
          </div>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card aria-labelledby="photos">
            <h2 id="photos">{t('requestDetail.photos')}</h2>
            <Gallery
              requestId={post.id}
              images={post.images}
              boatName={post.boatName}
              editable={post.status !== 'cancelled'}
            />
          </Card>
          <Card aria-labelledby="boat">
            <h2 id="boat">{t('requestDetail.boatDetails')}</h2>
            <Facts
              items={[
                [t('createRequest.boatType'), t(`boatTypes.${post.boatType}`)],
                [t('createRequest.material'), t(`materials.${post.material}`)],
                [t('createRequest.locationType'), t(`locationTypes.${post.locationType}`)],
                [t('requestDetail.flybridge'), post.flybridge ? t('common.yes') : t('common.no')],
              ]}
            />
          </Card>
          <Card aria-labelledby="details">
            <h2 id="details">{t('requestDetail.requestDetails')}</h2>
            <Facts
              items={[
                [
                  t('createRequest.length'),
                  t('createRequest.lengthValue', { count: post.lengthFeet }),
                ],
                [t('createRequest.preferredDate'), formatDate(post.preferredDate)],
                [
                  t('createRequest.dockNumber'),
                  post.location.dockNumber || t('common.notAvailable'),
                ],
                [
                  t('requestDetail.estimate'),
                  `${money(post.estimatedPriceMin)} – ${money(post.estimatedPriceMax)}`,
                ],
                [t('createRequest.address'), post.location.address],
              ]}
            />
            <h3 className={styles.subheading}>{t('services.label')}</h3>
            <ServiceChips
              services={post.services}
              flybridge={post.flybridge}
              extras={post.additionalServices}
            />
            <h3 className={styles.subheading}>{t('createRequest.notes')}</h3>
            <p className={styles.notes}>{post.notes || t('requestDetail.noNotes')}</p>
          </Card>
          <MessagesPanel postId={post.id} side="owner" otherName={job?.bidder.title ?? ''} />
          {job && <ReviewsPanel jobId={job.id} side="owner" />}
        </div>
        <Card className={styles.aside} aria-labelledby="bids">
          <h2 id="bids">{t('requestDetail.bids', { count: post.bids.length })}</h2>
          <BidList request={post} onAccept={setChosen} />
        </Card>
      </div>
      <ConfirmDialog
        open={chosen !== null}
        title={t('requestDetail.confirmTitle')}
        message={
          chosen
            ? t('requestDetail.confirmText', { name: chosen.bidder, amount: money(chosen.amount) })
            : ''
        }
        confirmLabel={t('requestDetail.confirmYes')}
        busy={accept.isPending}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
