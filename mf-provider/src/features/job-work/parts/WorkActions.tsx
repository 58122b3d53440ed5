import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type JobStatus } from '@boatcare/shared-domain/schemas/job';
import { type JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { Button, ConfirmDialog, errorText, toast, useJobStatus } from '@boatcare/shared-ui';
import { PROVIDER_LISTS } from '../../../shared/provider-lists.ts';
import styles from '../JobWorkPage.module.css';

type Step = Extract<JobStatus, 'in_progress' | 'done'>;

const STEPS: Record<Step, { label: string; title: string; message: string; toast: string }> = {
  in_progress: {
    label: 'jobLifecycle.provider.start',
    title: 'jobLifecycle.provider.startTitle',
    message: 'jobLifecycle.provider.startMessage',
    toast: 'jobLifecycle.provider.started',
  },
  done: {
    label: 'jobLifecycle.provider.markDone',
    title: 'jobLifecycle.provider.doneTitle',
    message: 'jobLifecycle.provider.doneMessage',
    toast: 'jobLifecycle.provider.marked',
  },
};

/** What the provider can do next, or what they are waiting for. */
export function WorkActions({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Step | null>(null);
  const change = useJobStatus(work.job.id, PROVIDER_LISTS);
  const { status } = work.job;
  const missing = work.services.filter(
    (service) =>
      !work.photos.some((p) => p.service === service && p.phase === 'before') ||
      !work.photos.some((p) => p.service === service && p.phase === 'after'),
  );
  const step: Step | null = work.allowed.includes('in_progress')
    ? 'in_progress'
    : work.allowed.includes('done')
      ? 'done'
      : null;
  const text: Partial<Record<JobStatus, string>> = {
    accepted: t('jobLifecycle.provider.awaitingPayment'),
    done: t('jobLifecycle.provider.waitingOwner', {
      date: formatDate(work.auto_confirm_at ?? ''),
    }),
    disputed: t('jobLifecycle.provider.disputed'),
    confirmed: t('jobLifecycle.provider.confirmed'),
    paid_out: t('jobLifecycle.provider.paidOut'),
    cancelled: t('jobLifecycle.provider.cancelled'),
  };

  return (
    <div className={styles.next}>
      {text[status] && <p className={styles.status}>{text[status]}</p>}
      {step === 'done' && missing.length > 0 && (
        <p className={styles.muted} id="done-missing">
          {t('jobLifecycle.provider.missing', {
            services: missing.map((service) => t(`services.${service}`)).join(', '),
          })}
        </p>
      )}
      {step && (
        <Button
          onClick={() => setAsking(step)}
          disabled={step === 'done' && missing.length > 0}
          aria-describedby={step === 'done' && missing.length > 0 ? 'done-missing' : undefined}
        >
          {t(STEPS[step].label)}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={t(STEPS[asking].title)}
          message={t(STEPS[asking].message)}
          confirmLabel={t(STEPS[asking].label)}
          busy={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            change.mutate(
              { status: asking },
              {
                onSuccess: () => {
                  toast.success(t(STEPS[asking].toast));
                  setAsking(null);
                },
                onError: (error) => toast.error(errorText(t, error, 'jobLifecycle.changeFailed')),
              },
            )
          }
        />
      )}
    </div>
  );
}
