import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import { bidPayout } from '@boatcare/shared-domain/pricing';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  Card,
  EmptyState,
  Facts,
  MessagesPanel,
  OwnerRatingCard,
  PageHeader,
  QueryState,
  ReviewsPanel,
  ServiceChips,
  SkeletonBlocks,
  SkeletonText,
  statusOf,
  useEndpoint,
  useJobWork,
  useLinks,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import { BidModal } from '../../shared/BidModal.tsx';
import { PhotoThumbnails } from '../../shared/photos/PhotoThumbnails.tsx';
import { useEstimate } from '../../shared/useEstimate.ts';
import { primaryActionOf, providerJobState, type PrimaryAction } from './job-state.ts';
import { JobStateHeader } from './parts/JobStateHeader.tsx';
import { OwnerContact } from './parts/OwnerContact.tsx';
import { WorkSection } from './parts/WorkSection.tsx';
import { WorkStepDialog, type WorkStep } from './parts/WorkStepDialog.tsx';
import styles from './JobDetailPage.module.css';
import headerStyles from './parts/JobStateHeader.module.css';

/**
 * /supplier/jobs/{id}: the provider's one page for a job, from the open request to the payout:
 * its state in words and the next thing to do, the owner's photos, the facts, the offer; once
 * their offer is accepted, the owner's contact, the work (photos, done) and the private thread.
 */
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
      // The page's frame (shell screen-frames.ts): the back link's and the boat's lines reserved.
      pending={
        <>
          <p className={headerStyles.back}>
            <SkeletonText width="14ch" />
          </p>
          <PageHeader title={null} subtitle={null} />
          <SkeletonBlocks shape="list" />
        </>
      }
      notFound={
        <EmptyState
          title={t('supplierJobDetail.notFound')}
          message={t('supplierJobDetail.notFoundText')}
          action={<Link to={link('supplierJobs')}>{t('supplierJobDetail.back')}</Link>}
        />
      }
    >
      {(post) => <JobPage post={post} />}
    </QueryState>
  );
}

function JobPage({ post }: { post: JobPostDetail }) {
  const work = useJobWork(post.job?.id ?? '');
  return <Page post={post} work={work.data} />;
}

function Page({ post, work }: { post: JobPostDetail; work: JobWork | undefined }) {
  const { t } = useTranslation();
  const link = useLinks();
  const estimate = useEstimate();
  const [offering, setOffering] = useState(false);
  const [step, setStep] = useState<WorkStep | null>(null);
  // The work's state is the newer word once loaded (a step taken here answers it at once).
  const facts =
    work && post.job ? { ...post, job: { ...post.job, status: work.job.status } } : post;
  const state = providerJobState(facts);
  const action = primaryActionOf(state, work);
  const mine = post.job !== null;
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  function act(next: PrimaryAction) {
    if (next === 'makeOffer' || next === 'changeOffer') setOffering(true);
    else if (next === 'start') setStep('in_progress');
    else if (next === 'markDone') setStep('done');
    else {
      const photos = document.getElementById('work-photos');
      photos?.scrollIntoView({ block: 'start' });
      photos?.focus();
    }
  }

  const details: [string, ReactNode][] = [
    [t('createRequest.length'), t('createRequest.lengthValue', { count: post.lengthFeet })],
    [t('createRequest.preferredDate'), formatDate(post.preferredDate)],
    [t('createRequest.locationType'), t(`locationTypes.${post.locationType}`)],
    [t('createRequest.boatType'), t(`boatTypes.${post.boatType}`)],
    [t('createRequest.material'), t(`materials.${post.material}`)],
    [t('supplierJobDetail.dirtiness'), String(post.dirtinessLevel)],
    [t('supplierJobDetail.flybridge'), yesNo(post.flybridge)],
  ];
  if (!mine && post.location.dockNumber)
    details.push([t('createRequest.dockNumber'), post.location.dockNumber]);
  if (post.mybid) details.push([t('supplierJobDetail.yourBid'), <MyBid post={post} />]);
  if (state === 'open' || state === 'offered')
    details.push(
      post.estimateSource === 'market'
        ? [
            t('market.rangeLabel'),
            <>
              {estimate(post)}
              <span className={styles.marketHint}>{t('market.jobHint')}</span>
            </>,
          ]
        : [t('supplierJobDetail.estimate'), estimate(post)],
    );

  return (
    <>
      <JobStateHeader
        back={
          mine
            ? { to: link('supplierMyJobs'), label: t('providerJob.backToMyJobs') }
            : { to: link('supplierJobs'), label: t('supplierJobDetail.back') }
        }
        boatName={post.boatName}
        place={post.location.address}
        state={state}
        action={action}
        onAction={act}
        amounts={{
          offer: post.mybid?.amount,
          paid: post.job?.payment_amount,
          payout: post.job ? bidPayout(post.job.bid_amount).netPayout : undefined,
        }}
        autoConfirmAt={work?.auto_confirm_at}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {post.images.length > 0 && (
            <Card aria-labelledby="owner-photos">
              <h2 id="owner-photos">{t('providerJob.ownerPhotos')}</h2>
              <PhotoThumbnails photos={post.images} boatName={post.boatName} />
            </Card>
          )}
          {work && work.job.status !== 'accepted' && <WorkSection work={work} />}
          <Card aria-labelledby="job-facts">
            <h2 id="job-facts">{t('supplierJobDetail.details')}</h2>
            <Facts narrow items={details} />
            <h3 className={styles.subheading}>{t('services.label')}</h3>
            <ServiceChips
              services={post.services}
              flybridge={post.flybridge}
              extras={post.additionalServices}
            />
            {!mine && post.notes && (
              <>
                <h3 className={styles.subheading}>{t('createRequest.notes')}</h3>
                <p className={styles.notes}>{post.notes}</p>
              </>
            )}
          </Card>
        </div>
        {/* On a phone the owner's contact comes first, once there is one. */}
        <div className={`${styles.aside} ${post.ownerContact ? styles.contactFirst : ''}`}>
          {post.ownerContact && <OwnerContact contact={post.ownerContact} />}
          <OwnerRatingCard summary={post.ownerRating} />
        </div>
      </div>
      <div className={styles.social}>
        <MessagesPanel
          postId={post.id}
          side="provider"
          otherName={post.ownerContact?.first_name ?? ''}
        />
        {post.job && <ReviewsPanel jobId={post.job.id} side="provider" />}
      </div>
      <BidModal target={offering ? post : null} onClose={() => setOffering(false)} />
      {post.job && <WorkStepDialog jobId={post.job.id} step={step} onClose={() => setStep(null)} />}
    </>
  );
}

function MyBid({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!post.mybid) return null;
  return (
    <span data-testid="my-bid-amount">
      {money(post.mybid.amount)}
      {post.mybid.message && (
        <span className={styles.bidMessage}>
          {t('providerJob.bidMessage', { message: post.mybid.message })}
        </span>
      )}
    </span>
  );
}
