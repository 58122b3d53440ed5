import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_REASON_MIN } from '@boatcare/shared-domain/schemas/job-work';
import {
  Button,
  ConfirmDialog,
  TextAreaField,
  errorText,
  fieldFailures,
  toast,
  useJobStatus,
} from '@boatcare/shared-ui';
import styles from '../OrderDetailPage.module.css';

/** The owner disputes a job marked done, with a reason (at least 10 characters). */
export function DisputeButton({
  jobId,
  invalidate,
}: {
  jobId: string;
  invalidate: readonly unknown[][];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useJobStatus(jobId, invalidate);

  function submit() {
    if (reason.trim().length < DISPUTE_REASON_MIN) {
      setError(t('disputes.validation.reasonRequired'));
      return;
    }
    change.mutate(
      { status: 'disputed', reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('disputes.opened'));
        },
        onError: (failure) => {
          const field = fieldFailures(failure).find((item) => item.path === 'reason');
          if (field) setError(t(field.code));
          else toast.error(errorText(t, failure, 'jobLifecycle.changeFailed'));
        },
      },
    );
  }

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
              error={error}
              rows={4}
              maxLength={1000}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </div>
        }
        confirmLabel={t('disputes.open')}
        tone="danger"
        busy={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={submit}
      />
    </>
  );
}
