import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BID_AMOUNT_MAX,
  BID_COMMISSION_PERCENT,
  bidPayout,
  bidStanding,
  fromBaseMinor,
  isFarOut,
  toBaseMinor,
} from '@boatcare/shared-domain';
import {
  Button,
  dialogStyles,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useCurrency,
  useModalDialog,
  useMoney,
} from '@boatcare/shared-ui';
import { usePlaceBid } from './api.ts';
import styles from './BidModal.module.css';

export interface BidTarget {
  id: string;
  boatName: string;
  estimatedPriceMin: number;
  estimatedPriceMax: number;
  mybid: { amount: number; message: string } | null;
}

/** The amount typed, in base minor units, or null while it is not a valid amount. */
function amountOf(text: string, currency: Parameters<typeof toBaseMinor>[1]): number | null {
  const value = Number(text.replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value <= 0) return null;
  const minor = toBaseMinor(value, currency);
  return minor >= 1 && minor <= BID_AMOUNT_MAX ? minor : null;
}

/**
 * Make or change an offer: amount in the provider's currency and an optional message, with the
 * live 25% commission and 75% net payout, and where the amount stands against the estimate.
 */
export function BidModal({ target, onClose }: { target: BidTarget | null; onClose(): void }) {
  const dialog = useModalDialog(target !== null, 'input');
  const id = useId();
  return (
    <dialog
      ref={dialog}
      className={`${dialogStyles.dialog} ${styles.wide}`}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => target && onClose()}
    >
      {target && (
        <BidForm key={target.id} target={target} titleId={`${id}-title`} onClose={onClose} />
      )}
    </dialog>
  );
}

function BidForm({
  target,
  titleId,
  onClose,
}: {
  target: BidTarget;
  titleId: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useCurrency();
  const place = usePlaceBid();
  const initial = target.mybid ? fromBaseMinor(target.mybid.amount, currency).toFixed(2) : '';
  const [text, setText] = useState(initial);
  const [message, setMessage] = useState(target.mybid?.message ?? '');
  const [touched, setTouched] = useState(false);
  const amount = amountOf(text, currency);
  const payout = bidPayout(amount ?? 0);
  const estimate = { min: target.estimatedPriceMin, max: target.estimatedPriceMax };
  const standing = amount === null ? null : bidStanding(amount, estimate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === null) return;
    place.mutate(
      { jobPostId: target.id, bid_amount: amount, message },
      {
        onSuccess: () => {
          toast.success(t(target.mybid ? 'bidModal.updated' : 'bidModal.submitted'));
          onClose();
        },
        onError: (error) => toast.error(errorText(t, error, 'bidModal.failed')),
      },
    );
  };

  return (
    <form className={dialogStyles.body} onSubmit={submit} noValidate>
      <h2 id={titleId} className={dialogStyles.title}>
        {t(target.mybid ? 'bidModal.changeTitle' : 'bidModal.title', { boat: target.boatName })}
      </h2>
      <p className={styles.muted}>
        {t('bidModal.estimate', {
          min: money(estimate.min, 0),
          max: money(estimate.max, 0),
        })}
      </p>
      <TextField
        label={t('bidModal.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && amount === null ? t('bidModal.amountInvalid') : undefined}
      />
      <TextAreaField
        label={t('bidModal.message')}
        rows={3}
        maxLength={1000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <dl className={styles.breakdown} aria-live="polite">
        <div>
          <dt>{t('bidModal.bidAmount')}</dt>
          <dd>{money(amount ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('bidModal.commission', { percent: BID_COMMISSION_PERCENT })}</dt>
          <dd data-testid="commission">− {money(payout.commission)}</dd>
        </div>
        <div className={styles.net}>
          <dt>{t('bidModal.netPayout', { percent: 100 - BID_COMMISSION_PERCENT })}</dt>
          <dd data-testid="net-payout">{money(payout.netPayout)}</dd>
        </div>
      </dl>
      {standing && (
        <p
          className={isFarOut(standing) ? styles.warning : styles.muted}
          role={isFarOut(standing) ? 'alert' : undefined}
        >
          {t(`bidModal.standing.${standing}`)}
        </p>
      )}
      <div className={dialogStyles.actions}>
        <Button type="button" variant="secondary" onClick={onClose} disabled={place.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={place.isPending}>
          {t(target.mybid ? 'bidModal.update' : 'bidModal.submit')}
        </Button>
      </div>
    </form>
  );
}
