import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { Button, errorText, useMoney, toast } from '@boatcare/shared-ui/core';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import type { Invalidates } from '../api/useEndpointMutation.ts';
import { useJobStatus } from './api.ts';

/**
 * Cancel a job, for whoever may (owner, provider, admin): the dialog says, before anything
 * happens, what the terms' rule refunds now (the server's `refundFor`, the one rule).
 */
export function CancelJobButton({
  work,
  invalidate,
  secondary = false,
}: {
  work: JobWork;
  invalidate?: Invalidates['invalidates'];
  /** Shown among a page's secondary actions (the owner's job header), not as a red button. */
  secondary?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const change = useJobStatus(work.job.id, invalidate);
  if (!work.allowed.includes('cancelled')) return null;
  const { amount, rule } = work.refund;
  const refundKey = work.viewer === 'owner' ? 'cancelJob.refund' : 'cancelJob.refundOther';

  return (
    <>
      <Button variant={secondary ? 'secondary' : 'danger'} onClick={() => setOpen(true)}>
        {t('cancelJob.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('cancelJob.title')}
        message={
          <>
            <p data-testid="refund-quote">
              <strong>{t(`${refundKey}.${rule}`, { amount: money(amount) })}</strong>
            </p>
            <p>{t('cancelJob.message')}</p>
          </>
        }
        confirmLabel={t('cancelJob.confirm')}
        cancelLabel={t('cancelJob.keep')}
        tone="danger"
        busy={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          change.mutate(
            { status: 'cancelled' },
            {
              onSuccess: () => {
                setOpen(false);
                toast.success(t('cancelJob.cancelled'));
              },
              onError: (error) => toast.error(errorText(t, error, 'jobLifecycle.changeFailed')),
            },
          )
        }
      />
    </>
  );
}
