import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromBaseMinor, formatDate, toBaseMinor, type PierBatch } from '@boatcare/shared-domain';
import {
  Button,
  TextField,
  errorText,
  fieldFailures,
  toast,
  useCurrency,
  useMoney,
} from '@boatcare/shared-ui';
import { useBatchBid } from './api.ts';
import styles from './BatchesPage.module.css';

type BatchRequest = PierBatch['requests'][number];

/** One boat of a batch, with its own offer form (amount typed in the chosen currency). */
export function BatchRequestRow({ request }: { request: BatchRequest }) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useCurrency();
  const bid = useBatchBid();
  const [amount, setAmount] = useState(
    request.myBid === null ? '' : String(Math.round(fromBaseMinor(request.myBid, currency))),
  );
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!amount || !Number.isFinite(value) || value <= 0) {
      setError(t('bids.validation.amountRequired'));
      return;
    }
    setError(undefined);
    bid.mutate(
      { jobPostId: request.id, bid_amount: toBaseMinor(value, currency), message: '' },
      {
        onSuccess: () => toast.success(t('pierBatches.bidSaved', { boat: request.boatName })),
        onError: (failure) => {
          const field = fieldFailures(failure).find((detail) => detail.path === 'bid_amount');
          setError(field ? t(field.code) : undefined);
          toast.error(errorText(t, failure, 'pierBatches.bidFailed'));
        },
      },
    );
  }

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
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error}
        />
        <Button type="submit" size="small" loading={bid.isPending}>
          {t(request.myBid === null ? 'pierBatches.bid' : 'pierBatches.updateBid')}
        </Button>
      </form>
    </li>
  );
}
