import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type JobWork } from '@boatcare/shared-domain/schemas/job-work';
import {
  Button,
  Card,
  ConfirmDialog,
  JobPhotoCompare,
  JobStatusBadge,
  JobTimeline,
  PageHeader,
  QueryState,
  errorText,
  toast,
  useJobStatus,
  useJobWork,
  useLinks,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from './disputes.module.css';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';

type Decision = 'confirmed' | 'cancelled';

const DECISIONS: Record<Decision, { label: string; title: string; message: string; done: string }> =
  {
    confirmed: {
      label: 'disputes.release',
      title: 'disputes.releaseTitle',
      message: 'disputes.releaseMessage',
      done: 'disputes.released',
    },
    cancelled: {
      label: 'disputes.refund',
      title: 'disputes.refundTitle',
      message: 'disputes.refundMessage',
      done: 'disputes.refunded',
    },
  };

/** admin/disputes/{id}: the owner's reason, both sides' photos, the timeline; release or refund. */
export default function DisputePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const work = useJobWork(id);
  usePageMeta(t('disputes.detail.metaTitle'), t('disputes.metaDescription'));
  return (
    <QueryState query={work} errorKey="jobLifecycle.loadFailed">
      {(data) => <Dispute work={data} />}
    </QueryState>
  );
}

function Dispute({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const { job } = work;
  const [asking, setAsking] = useState<Decision | null>(null);
  const change = useJobStatus(job.id, [jobWork.disputes]);
  const name = job.boat.boatName || job.title;
  const open = job.status === 'disputed';

  return (
    <>
      <p>
        <Link to={link('adminDisputes')}>← {t('disputes.detail.back')}</Link>
      </p>
      <PageHeader
        title={t('disputes.detail.title', { name })}
        subtitle={job.boat.address}
        actions={<JobStatusBadge status={job.status} />}
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Card aria-labelledby="dispute-reason">
            <h2 id="dispute-reason">{t('disputes.detail.reason')}</h2>
            <blockquote className={styles.quote}>{work.dispute_reason}</blockquote>
          </Card>
          <Card aria-labelledby="dispute-photos">
            <h2 id="dispute-photos">{t('jobPhotos.title')}</h2>
            <JobPhotoCompare services={work.services} photos={work.photos} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card aria-labelledby="dispute-decision">
            <h2 id="dispute-decision">{t('disputes.detail.decision')}</h2>
            {open ? (
              <div className={styles.actions}>
                <Button onClick={() => setAsking('confirmed')}>{t('disputes.release')}</Button>
                <Button variant="danger" onClick={() => setAsking('cancelled')}>
                  {t('disputes.refund')}
                </Button>
              </div>
            ) : (
              <p>
                {t('disputes.detail.decided', { status: t(`jobLifecycle.status.${job.status}`) })}
              </p>
            )}
          </Card>
          <Card aria-labelledby="dispute-job">
            <h2 id="dispute-job">{t('disputes.detail.job')}</h2>
            <dl className={styles.facts}>
              <dt>{t('disputes.columns.owner')}</dt>
              <dd>{job.auctioneer.company_name}</dd>
              <dt>{t('disputes.columns.provider')}</dt>
              <dd>{job.bidder.title || job.bidder.name}</dd>
              <dt>{t('disputes.columns.amount')}</dt>
              <dd>{money(job.payment_amount)}</dd>
              {/* A missing start date is left out, not shown as "N/A". */}
              {job.job_start_date && (
                <>
                  <dt>{t('supplierMyOffers.startDate')}</dt>
                  <dd>{formatDate(job.job_start_date)}</dd>
                </>
              )}
            </dl>
          </Card>
          <Card aria-labelledby="dispute-timeline">
            <h2 id="dispute-timeline">{t('jobLifecycle.timeline.label')}</h2>
            <JobTimeline status={job.status} events={work.events} />
          </Card>
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          open
          title={t(DECISIONS[asking].title)}
          message={t(DECISIONS[asking].message, { amount: money(work.refund.amount) })}
          confirmLabel={t(DECISIONS[asking].label)}
          tone={asking === 'cancelled' ? 'danger' : 'primary'}
          busy={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            change.mutate(
              { status: asking },
              {
                onSuccess: () => {
                  toast.success(t(DECISIONS[asking].done));
                  setAsking(null);
                },
                onError: (error) => toast.error(errorText(t, error, 'jobLifecycle.changeFailed')),
              },
            )
          }
        />
      )}
    </>
  );
}
