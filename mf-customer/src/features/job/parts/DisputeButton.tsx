import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStatusBody, type JobStatusBody } from '@boatcare/shared-domain/schemas/job-work';
import {
  Button,
  ConfirmDialog,
  TextAreaField,
  errorText,
  toast,
  useJobStatus,
  useSchemaForm,
  type Invalidates,
} from '@boatcare/shared-ui';
import styles from '../JobPage.module.css';

/** The owner disputes a job marked done, with a reason (at least 10 characters). */
export function DisputeButton({
  jobId,
  invalidate,
}: {
  jobId: string;
  invalidate: Invalidates['invalidates'];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The status body itself is the form: its rule asks a dispute for its reason.
  const form = useSchemaForm(jobStatusBody, {
    defaultValues: { status: 'disputed', reason: '' },
  });
  const change = useJobStatus(jobId, invalidate);

  const send = (body: JobStatusBody) =>
    change.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('disputes.opened'));
      },
      onError: (failure) => {
        if (!form.showServerErrors(failure))
          toast.error(errorText(t, failure, 'jobLifecycle.changeFailed'));
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('disputes.open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('disputes.openTitle')}
        message={
          <div className={styles.disputeForm}>
            <p>{t('disputes.openMessage')}</p>
            <TextAreaField
              label={t('disputes.reasonLabel')}
              hint={t('disputes.reasonHint')}
              rows={4}
              maxLength={1000}
              {...form.field('reason')}
            />
          </div>
        }
        confirmLabel={t('disputes.open')}
        tone="danger"
        busy={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void form.handleSubmit(send)()}
      />
    </>
  );
}
