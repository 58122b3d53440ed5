import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import {
  Button,
  CancelJobButton,
  Card,
  ConfirmDialog,
  JobStatusBadge,
  JobTimeline,
  QueryState,
  errorText,
  toast,
  useJobStatus,
  useJobWork,
} from '@boatcare/shared-ui';
import { CUSTOMER_LISTS } from '../../../shared/customer-lists.ts';
import { DisputeButton } from './DisputeButton.tsx';
import { OrderPhotos } from './OrderPhotos.tsx';
import styles from '../OrderDetailPage.module.css';

/**
 * The work on the order: where it stands, the provider's before and after photos side by side,
 * and what the owner may do now (confirm, dispute, cancel with the refund the terms give).
 */
export function WorkPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const work = useJobWork(jobId);
  return (
    <Card aria-labelledby="job-work" className={styles.wide}>
      <div className={styles.workHeader}>
        <h2 id="job-work">{t('jobLifecycle.title')}</h2>
        {work.data && <JobStatusBadge status={work.data.job.status} />}
      </div>
      <QueryState query={work} errorKey="jobLifecycle.loadFailed">
        {(data) => <Work work={data} />}
      </QueryState>
    </Card>
  );
}

function Work({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const { status } = work.job;
  const early = status === 'accepted' || status === 'paid' || status === 'in_progress';
  return (
    <div className={styles.work}>
      <div className={styles.workMain}>
        {status === 'done' && (
          <>
            <p className={styles.lead}>{t('jobLifecycle.owner.review')}</p>
            {work.auto_confirm_at && (
              <p className={styles.muted}>
                {t('jobLifecycle.autoConfirmAt', { date: formatDate(work.auto_confirm_at) })}
              </p>
            )}
          </>
        )}
        {early && <p className={styles.muted}>{t('jobLifecycle.owner.waitingProvider')}</p>}
        <OrderPhotos services={work.services} photos={work.photos} />
        <div className={styles.workActions}>
          <ConfirmButton work={work} />
          {work.allowed.includes('disputed') && (
            <DisputeButton jobId={work.job.id} invalidate={CUSTOMER_LISTS} />
          )}
          <CancelJobButton work={work} invalidate={CUSTOMER_LISTS} />
        </div>
      </div>
      <div>
        <h3 className={styles.subheading}>{t('jobLifecycle.timeline.label')}</h3>
        <JobTimeline status={status} events={work.events} />
      </div>
    </div>
  );
}

function ConfirmButton({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useJobStatus(work.job.id, CUSTOMER_LISTS);
  if (!work.allowed.includes('confirmed')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('jobLifecycle.owner.confirm')}</Button>
      <ConfirmDialog
        open={open}
        title={t('jobLifecycle.owner.confirmTitle')}
        message={t('jobLifecycle.owner.confirmMessage')}
        confirmLabel={t('jobLifecycle.owner.confirm')}
        busy={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          change.mutate(
            { status: 'confirmed' },
            {
              onSuccess: () => {
                setOpen(false);
                toast.success(t('jobLifecycle.owner.confirmed'));
              },
              onError: (error) => toast.error(errorText(t, error, 'jobLifecycle.changeFailed')),
            },
          )
        }
      />
    </>
  );
}
