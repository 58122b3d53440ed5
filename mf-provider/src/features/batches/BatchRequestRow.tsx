import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromBaseMinor } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import type { PierBatch } from '@boatcare/shared-domain/schemas/pier-batch';
import { bidForm } from '@boatcare/shared-domain/schemas/bid';
import * as bids from '@boatcare/shared-domain/endpoints/bids';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  Button,
  TextField,
  errorText,
  toast,
  useCurrency,
  useEndpointMutation,
  useMoney,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from './BatchesPage.module.css';

type BatchRequest = PierBatch['requests'][number];

/** One boat of a batch, with its own offer form (amount typed in the chosen currency). */
export function BatchRequestRow({ request }: { request: BatchRequest }) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useCurrency();
  // An offer through the ordinary POST /bids.
  const bid = useEndpointMutation(bids.place, { invalidates: [jobpost.batches] });
  const form = useSchemaForm(
    useMemo(() => bidForm(currency), [currency]),
    {
      defaultValues: {
        bid_amount:
          request.myBid === null ? '' : String(Math.round(fromBaseMinor(request.myBid, currency))),
        message: '',
      },
    },
  );

  const submit = form.handleSubmit((values) =>
    bid.mutate(
      { body: { jobPostId: request.id, ...values } },
      {
        onSuccess: () => toast.success(t('pierBatches.bidSaved', { boat: request.boatName })),
        onError: (failure) => {
          form.showServerErrors(failure);
          toast.error(errorText(t, failure, 'pierBatches.bidFailed'));
        },
      },
    ),
  );

  return (
    <li className={styles.row}>
      <div className={styles.boat}>
        <strong>{request.boatName}</strong>
        <span className={styles.muted}>
          {t('pierBatches.boatLine', {
            type: t(`boatTypes.${request.boatType}`, { defaultValue: request.boatType }),
            feet: request.lengthFeet,
            date: formatDate(request.preferredDate),
          })}
        </span>
        {request.myBid !== null && (
          <span className={styles.muted}>
            {t('pierBatches.yourBid', { amount: money(request.myBid) })}
          </span>
        )}
      </div>
      <form className={styles.bidForm} onSubmit={submit} noValidate>
        <TextField
          label={t('pierBatches.amountFor', { boat: request.boatName, currency })}
          inputMode="decimal"
          {...form.field('bid_amount')}
        />
        <Button type="submit" size="small" loading={bid.isPending}>
          {t(request.myBid === null ? 'pierBatches.bid' : 'pierBatches.updateBid')}
        </Button>
      </form>
    </li>
  );
}
