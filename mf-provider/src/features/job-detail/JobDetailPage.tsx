import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  Button,
  Card,
  EmptyState,
  QueryState,
  useLinks,
  useMoney,
  usePageMeta,
  ServiceChips,
  MessagesPanel,
  OwnerRatingCard,
  ReviewsPanel,
  Facts,
  statusOf,
  useEndpoint,
} from '@boatcare/shared-ui';
import { BidModal, type BidTarget } from '../../shared/BidModal.tsx';
import { JobPageHeader } from '../../shared/JobPageHeader.tsx';
import styles from './JobDetailPage.module.css';

/** /supplier/jobs/{id}: every field of an open request (or one bid on), and the provider's bid. */
export default function JobDetailPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const { id = '' } = useParams();
  const job = useEndpoint(
    jobpost.get,
    { params: { id } },
    {
      select: (answer) => answer.data,
      retry: (count, error) => count < 1 && statusOf(error) !== 404,
    },
  );
  usePageMeta(
    job.data?.boatName ?? t('supplierJobDetail.metaTitle'),
    t('supplierJobDetail.metaDescription'),
  );

  return (
    <QueryState
      query={job}
      errorKey="supplierJobDetail.loadFailed"
      notFound={
        <EmptyState
          title={t('supplierJobDetail.notFound')}
          message={t('supplierJobDetail.notFoundText')}
          action={<Link to={link('supplierJobs')}>{t('supplierJobDetail.back')}</Link>}
        />
      }
    >
      {(post) => <Detail post={post} />}
    </QueryState>
  );
}

function Detail({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const [target, setTarget] = useState<BidTarget | null>(null);
  const open = (post.status === 'active' || post.status === 'bid_placed') && !post.acceptedBid;
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  return (
    <>
      <JobPageHeader
        back={{ to: link('supplierJobs'), label: t('supplierJobDetail.back') }}
        title={post.boatName}
        place={post.location.address}
      >
        <p className={styles.estimate}>
          <span className={styles.muted}>{t('supplierJobDetail.estimate')}</span>
          <strong>
            {money(post.estimatedPriceMin, 0)} – {money(post.estimatedPriceMax, 0)}
          </strong>
        </p>
      </JobPageHeader>
      <div className={styles.layout}>
        <Card aria-labelledby="job-facts">
          <h2 id="job-facts">{t('supplierJobDetail.details')}</h2>
          <Facts
            narrow
            items={[
              [
                t('createRequest.length'),
                t('createRequest.lengthValue', { count: post.lengthFeet }),
              ],
              [t('createRequest.preferredDate'), formatDate(post.preferredDate)],
              [t('createRequest.dockNumber'), post.location.dockNumber || t('common.notAvailable')],
              [t('createRequest.locationType'), t(`locationTypes.${post.locationType}`)],
              [t('createRequest.boatType'), t(`boatTypes.${post.boatType}`)],
              [t('createRequest.material'), t(`materials.${post.material}`)],
              [t('supplierJobDetail.dirtiness'), String(post.dirtinessLevel)],
              [t('supplierJobDetail.flybridge'), yesNo(post.flybridge)],
            ]}
          />
          <h3 className={styles.subheading}>{t('services.label')}</h3>
          <ServiceChips
            services={post.services}
            flybridge={post.flybridge}
            extras={post.additionalServices}
          />
          <h3 className={styles.subheading}>{t('createRequest.notes')}</h3>
          <p className={styles.notes}>{post.notes || t('supplierJobDetail.noNotes')}</p>
        </Card>
        <Card aria-labelledby="my-bid" className={styles.aside}>
          <h2 id="my-bid">{t('supplierJobDetail.yourBid')}</h2>
          {post.mybid ? (
            <>
              <p className={styles.amount} data-testid="my-bid-amount">
                {money(post.mybid.amount)}
              </p>
              {post.mybid.message && <p className={styles.notes}>{post.mybid.message}</p>}
            </>
          ) : (
            <p className={styles.muted}>{t('supplierJobDetail.noBid')}</p>
          )}
          {post.job && (
            <p className={styles.muted}>
              {t('supplierJobDetail.orderMade', { amount: money(post.job.payment_amount) })}
            </p>
          )}
          {open ? (
            <Button onClick={() => setTarget(post)}>
              {t(post.mybid ? 'supplierJobs.changeOffer' : 'supplierJobs.makeOffer')}
            </Button>
          ) : (
            <p className={styles.muted}>{t('supplierJobDetail.closed')}</p>
          )}
          <OwnerRatingCard summary={post.ownerRating} />
        </Card>
      </div>
      <div className={styles.social}>
        <MessagesPanel
          postId={post.id}
          side="provider"
          otherName={post.job?.auctioneer.company_name ?? ''}
        />
        {post.job && <ReviewsPanel jobId={post.job.id} side="provider" />}
      </div>
      <BidModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
