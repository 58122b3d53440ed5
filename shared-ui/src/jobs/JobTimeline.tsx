import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { formatDate } from '../i18n/dates.ts';
import { type JobStatus } from '@boatcare/shared-domain/schemas/job';
import { type JobEventView } from '@boatcare/shared-domain/schemas/job-work';
import styles from './jobs.module.css';

/** The path a job normally takes; cancelled and disputed are side roads shown when taken. */
const MAIN_PATH: JobStatus[] = ['accepted', 'paid', 'in_progress', 'done', 'confirmed', 'paid_out'];

/**
 * A job's steps, reached ones with their date and who took them, the current one marked, the
 * ones still ahead greyed. The same drawing for owner, provider and admin.
 */
export function JobTimeline({ status, events }: { status: JobStatus; events: JobEventView[] }) {
  const { t } = useTranslation();
  const reached = new Map(events.map((event) => [event.to, event]));
  const steps: JobStatus[] = [...MAIN_PATH];
  // A side road goes in after the step it left from.
  for (const event of events) {
    if (event.to !== 'cancelled' && event.to !== 'disputed') continue;
    const after = event.from ? steps.indexOf(event.from) : -1;
    steps.splice(after + 1, 0, event.to);
  }
  const ended = status === 'cancelled';
  return (
    <ol className={styles.timeline} aria-label={t('jobLifecycle.timeline.label')}>
      {steps.map((step, index) => {
        const event = reached.get(step);
        const current = step === status;
        const skipped = !event && ended;
        return (
          <li
            key={`${step}-${index}`}
            className={clsx(
              styles.step,
              event && styles.reached,
              current && styles.current,
              (step === 'cancelled' || step === 'disputed') && styles.side,
              skipped && styles.skipped,
            )}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepText}>
              <span className={styles.stepName}>{t(`jobLifecycle.status.${step}`)}</span>
              {event ? (
                <span className={styles.stepMeta}>
                  {t('jobLifecycle.timeline.by', {
                    date: formatDate(event.created_date),
                    actor: t(`jobLifecycle.actor.${event.actorRole}`),
                  })}
                </span>
              ) : (
                <span className={styles.stepMeta}>
                  {skipped ? t('jobLifecycle.timeline.skipped') : t('jobLifecycle.timeline.ahead')}
                </span>
              )}
              {event?.reason && <span className={styles.reason}>“{event.reason}”</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
