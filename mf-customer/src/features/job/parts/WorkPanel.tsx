import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { Badge, Card, JobStatusBadge, JobTimeline } from '@boatcare/shared-ui';
import { OrderPhotos } from './OrderPhotos.tsx';
import styles from '../JobPage.module.css';

/**
 * The work on the order: the provider's before and after photos side by side and the timeline.
 * What the owner may do about it (confirm, dispute, cancel) sits in the job's header.
 */
export function WorkPanel({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const { status } = work.job;
  return (
    <Card aria-labelledby="job-work">
      <div className={styles.workHeader}>
        <h2 id="job-work">{t('jobLifecycle.title')}</h2>
        <JobStatusBadge status={status} />
        {(work.job.payment_status === 'refunded' ||
          work.job.payment_status === 'partially_refunded') && (
          <Badge tone="info">{t(`paymentStatus.${work.job.payment_status}`)}</Badge>
        )}
      </div>
      <div className={styles.work}>
        <div className={styles.workMain}>
          {status === 'done' && work.auto_confirm_at && (
            <p className={styles.muted}>
              {t('jobLifecycle.autoConfirmAt', { date: formatDate(work.auto_confirm_at) })}
            </p>
          )}
          <OrderPhotos services={work.services} photos={work.photos} />
        </div>
        <div>
          <h3 className={styles.subheading}>{t('jobLifecycle.timeline.label')}</h3>
          <JobTimeline status={status} events={work.events} />
        </div>
      </div>
    </Card>
  );
}
