import { useTranslation } from 'react-i18next';
import { ConfirmDialog, errorText, toast, useJobStatus } from '@boatcare/shared-ui';
import { PROVIDER_LISTS } from '../../../shared/provider-lists.ts';

/** The two steps the provider takes on their job: start the work, and mark it done. */
export type WorkStep = 'in_progress' | 'done';

const STEPS: Record<WorkStep, { label: string; title: string; message: string; toast: string }> = {
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

/** Asks before a step (it cannot be undone), then takes it; the page shows the server's answer. */
export function WorkStepDialog({
  jobId,
  step,
  onClose,
}: {
  jobId: string;
  step: WorkStep | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const change = useJobStatus(jobId, PROVIDER_LISTS);
  if (!step) return null;
  const texts = STEPS[step];
  return (
    <ConfirmDialog
      open
      title={t(texts.title)}
      message={t(texts.message)}
      confirmLabel={t(texts.label)}
      busy={change.isPending}
      onCancel={onClose}
      onConfirm={() =>
        change.mutate(
          { status: step },
          {
            onSuccess: () => {
              toast.success(t(texts.toast));
              onClose();
            },
            onError: (error) => toast.error(errorText(t, error, 'jobLifecycle.changeFailed')),
          },
        )
      }
    />
  );
}
