import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as reviews from '@boatcare/shared-domain/endpoints/reviews';
import {
  ownerJobState,
  requestEditable,
  type OwnerAction,
} from '@boatcare/shared-domain/lifecycle';
import { paymentBreakdown } from '@boatcare/shared-domain/pricing';
import type { JobPostBid, JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import {
  CancelJobButton,
  Card,
  ConfirmDialog,
  MessagesPanel,
  PageHeader,
  PageLoader,
  ReviewsPanel,
  SkeletonBlocks,
  errorText,
  statusOf,
  toast,
  useCurrentUser,
  useEndpoint,
  useEndpointMutation,
  useJobStatus,
  useJobWork,
  useLinks,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import { CUSTOMER_LISTS } from '../../shared/customer-lists.ts';
import { RequestState } from '../../shared/RequestState.tsx';
import { usePayOrder } from '../../shared/payment-state.ts';
import { usePricing } from '../../shared/usePricing.ts';
import { useRequest } from '../../shared/useRequest.ts';
import { BoatFacts } from './parts/BoatFacts.tsx';
import { CancelRequest } from './parts/CancelRequest.tsx';
import { DisputeButton } from './parts/DisputeButton.tsx';
import { EditRequest } from './parts/EditRequest.tsx';
import { MakePlan } from '../plans/MakePlan.tsx';
import { Gallery } from './parts/Gallery.tsx';
import { JobHeader } from './parts/JobHeader.tsx';
import { Offers } from './parts/Offers.tsx';
import { WorkPanel } from './parts/WorkPanel.tsx';
import styles from './JobPage.module.css';

/**
 * The owner's one page for a job's whole life, from posting to the review: `requests/{id}` and
 * `my-order/{id}` both open it. An order's id (an old order link) leads to its request's page.
 */
export default function JobPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const { id = '' } = useParams();
  const request = useRequest(id);
  const missing = request.isError && statusOf(request.error) === 404;
  const order = useEndpoint(
    jobs.get,
    { params: { id } },
    { enabled: missing, retry: false, meta: { errorKey: 'requestDetail.loadFailed' } },
  );
  usePageMeta(
    request.data?.boatName ?? t('requestDetail.metaTitle'),
    t('requestDetail.metaDescription'),
  );
  if (missing && order.data)
    return <Navigate to={link('requestDetail', { id: order.data.jobPostId })} replace />;
  if (missing && order.isPending) return <PageLoader />;
  return (
    <RequestState
      query={request}
      fallback="myJobs"
      // The page's frame (shell screen-frames.ts): the boat's lines reserved, skeletons below.
      pending={
        <>
          <PageHeader title={null} subtitle={null} />
          <SkeletonBlocks shape="list" />
        </>
      }
    >
      {(post) => <Job post={post} />}
    </RequestState>
  );
}

/**
 * Takes the owner to a section of the page (the offers, the review form): scrolls its heading
 * into view and moves focus to it, or to the section's first field when the heading takes none.
 */
const focusSection = (id: string) => {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  const field = heading
    .closest('section')
    ?.querySelector<HTMLElement>('input:not([disabled]), textarea');
  (heading.hasAttribute('tabindex') ? heading : field)?.focus({ preventScroll: true });
};

function Job({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const pricing = usePricing();
  const vip = useCurrentUser()?.vipMembership?.isActive ?? false;
  const pay = usePayOrder();
  const { job } = post;
  const work = useJobWork(job?.id ?? '');
  const finished = job?.status === 'confirmed' || job?.status === 'paid_out';
  const review = useEndpoint(
    reviews.forJob,
    { params: { id: job?.id ?? '' } },
    { enabled: Boolean(job) && finished, select: (answer) => answer.data },
  );
  const accept = useEndpointMutation(jobs.fromBid, { invalidates: CUSTOMER_LISTS });
  const confirm = useJobStatus(job?.id ?? '', CUSTOMER_LISTS);
  const [chosen, setChosen] = useState<JobPostBid | null>(null);
  const [confirming, setConfirming] = useState(false);

  const state = ownerJobState({
    status: post.status,
    offerCount: post.bids.length,
    order: job && {
      status: work.data?.job.status ?? job.status,
      payment_status: work.data?.job.payment_status ?? job.payment_status,
      reviewed: job.reviewed || Boolean(review.data?.mine),
    },
  });
  const total = job
    ? paymentBreakdown(job.bid_amount, vip, pricing.vipMembership.discountPercentage).totalAmount
    : 0;
  const open = requestEditable(post.status) && !post.acceptedBid;

  const onAction = (action: OwnerAction) => {
    if (action === 'compare') focusSection('offers');
    else if (action === 'pay' && job) pay(post, job.id, job.bid_amount);
    else if (action === 'confirm') setConfirming(true);
    else focusSection('reviews-heading');
  };

  const acceptChosen = () => {
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

  const confirmWork = () =>
    confirm.mutate(
      { status: 'confirmed' },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('jobPage.confirmed'));
          // The next step is the review: take the owner there.
          window.setTimeout(() => focusSection('reviews-heading'), 300);
        },
        onError: (error) => toast.error(errorText(t, error, 'jobLifecycle.changeFailed')),
      },
    );

  const provider = job?.bidder.title ?? '';
  return (
    <>
      <PageHeader title={post.boatName} subtitle={post.location.address} />
      <JobHeader
        state={state}
        offerCount={post.bids.length}
        payAmount={money(total)}
        provider={provider}
        busy={confirm.isPending}
        seasonPlan={
          post.carePlan?.paidWithSeason ? link('carePlan', { id: post.carePlan.id }) : undefined
        }
        onAction={onAction}
      >
        {open && <EditRequest post={post} />}
        {open && <CancelRequest id={post.id} offerCount={post.bids.length} />}
        {open && <MakePlan jobPostId={post.id} />}
        {work.data?.allowed.includes('disputed') && (
          <DisputeButton jobId={work.data.job.id} invalidate={CUSTOMER_LISTS} />
        )}
        {work.data && <CancelJobButton work={work.data} invalidate={CUSTOMER_LISTS} secondary />}
        <a className={styles.textLink} href="#messages-heading">
          {provider ? t('jobPage.messageProvider', { name: provider }) : t('jobPage.messages')}
        </a>
      </JobHeader>
      <div className={styles.layout}>
        <div className={styles.main}>
          {(post.bids.length > 0 || open) && (
            <Card aria-labelledby="offers">
              <h2 id="offers" tabIndex={-1}>
                {post.acceptedBid
                  ? t('jobPage.offers.yourProvider')
                  : t('requestDetail.bids', { count: post.bids.length })}
              </h2>
              <Offers request={post} canAccept={open} onAccept={setChosen} />
            </Card>
          )}
          {work.data && <WorkPanel work={work.data} />}
          {job && finished && <ReviewsPanel jobId={job.id} side="owner" />}
          <MessagesPanel postId={post.id} side="owner" otherName={provider} />
        </div>
        <div className={styles.aside}>
          <Card aria-labelledby="photos">
            <h2 id="photos">{t('requestDetail.photos')}</h2>
            <Gallery
              requestId={post.id}
              images={post.images}
              boatName={post.boatName}
              editable={open}
            />
          </Card>
          <BoatFacts post={post} />
        </div>
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
        onConfirm={acceptChosen}
        onCancel={() => setChosen(null)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('jobLifecycle.owner.confirmTitle')}
        message={t('jobLifecycle.owner.confirmMessage')}
        confirmLabel={t('jobLifecycle.owner.confirm')}
        busy={confirm.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmWork}
      />
    </>
  );
}
