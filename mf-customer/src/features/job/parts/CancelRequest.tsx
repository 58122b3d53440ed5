import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { Button, ConfirmDialog, errorText, toast, useEndpointMutation } from '@boatcare/shared-ui';
import { CUSTOMER_LISTS } from '../../../shared/customer-lists.ts';

/** The owner withdraws an open request (before accepting an offer); the bidders are told. */
export function CancelRequest({ id, offerCount }: { id: string; offerCount: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useEndpointMutation(jobpost.cancel, { invalidates: CUSTOMER_LISTS });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('jobPage.cancel.open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('jobPage.cancel.title')}
        message={t('jobPage.cancel.text', { count: offerCount })}
        confirmLabel={t('jobPage.cancel.confirm')}
        tone="danger"
        busy={cancel.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          cancel.mutate(
            { params: { id } },
            {
              onSuccess: () => {
                setOpen(false);
                toast.success(t('jobPage.cancel.done'));
              },
              onError: (failure) => toast.error(errorText(t, failure, 'jobPage.cancel.failed')),
            },
          )
        }
      />
    </>
  );
}
