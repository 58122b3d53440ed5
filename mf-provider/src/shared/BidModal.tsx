import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromBaseMinor } from '@boatcare/shared-domain/core';
import {
  BID_COMMISSION_PERCENT,
  bidPayout,
  bidStanding,
  isFarOut,
  roundedEstimate,
  type EstimateSource,
} from '@boatcare/shared-domain/pricing';
import { bidForm } from '@boatcare/shared-domain/schemas/bid';
import * as bids from '@boatcare/shared-domain/endpoints/bids';
import {
  Button,
  dialogStyles,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useCurrency,
  useEndpointMutation,
  useModalDialog,
  useMoney,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { PROVIDER_LISTS } from './provider-lists.ts';
import styles from './BidModal.module.css';

export interface BidTarget {
  id: string;
  boatName: string;
  estimatedPriceMin: number;
  estimatedPriceMax: number;
  estimateSource: EstimateSource;
  mybid: { amount: number; message: string } | null;
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
  // Makes or changes the provider's bid; every jobs list and the request read again.
  const place = useEndpointMutation(bids.place, { invalidates: PROVIDER_LISTS });
  const schema = useMemo(() => bidForm(currency), [currency]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      bid_amount: target.mybid ? fromBaseMinor(target.mybid.amount, currency).toFixed(2) : '',
      message: target.mybid?.message ?? '',
    },
  });
  // The breakdown follows the amount as it is typed (nothing while it is not a valid amount).
  const typed = schema.shape.bid_amount.safeParse(form.watch('bid_amount'));
  const amount = typed.success ? typed.data : null;
  const payout = bidPayout(amount ?? 0);
  const estimate = { min: target.estimatedPriceMin, max: target.estimatedPriceMax };
  // Shown rounded to a step of the currency; the standing measures against the exact range.
  const shown = roundedEstimate(estimate, currency);
  const standing = amount === null ? null : bidStanding(amount, estimate);

  const submit = form.handleSubmit((values) =>
    place.mutate(
      { body: { jobPostId: target.id, ...values } },
      {
        onSuccess: () => {
          toast.success(t(target.mybid ? 'bidModal.updated' : 'bidModal.submitted'));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) toast.error(errorText(t, error, 'bidModal.failed'));
        },
      },
    ),
  );

  return (
    <form className={dialogStyles.body} onSubmit={submit} noValidate>
      <h2 id={titleId} className={dialogStyles.title}>
        {t(target.mybid ? 'bidModal.changeTitle' : 'bidModal.title', { boat: target.boatName })}
      </h2>
      <p className={styles.muted}>
        {t(target.estimateSource === 'market' ? 'market.bidEstimate' : 'bidModal.estimate', {
          min: money(shown.min, 0),
          max: money(shown.max, 0),
        })}
      </p>
      <TextField
        label={t('bidModal.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('bid_amount')}
      />
      <TextAreaField
        label={t('bidModal.message')}
        rows={3}
        maxLength={1000}
        {...form.field('message')}
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
          {t(`${target.estimateSource === 'market' ? 'market' : 'bidModal'}.standing.${standing}`)}
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
