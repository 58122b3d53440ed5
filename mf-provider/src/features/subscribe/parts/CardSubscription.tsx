import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateBidderSubscriptionResponse } from '@boatcare/shared-domain/schemas/bidder-payments';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import { Button, errorText, useEndpointMutation, useMoney } from '@boatcare/shared-ui';
import { CardPayment, declineText, type CardOutcome } from '@boatcare/shared-ui/payments';
import { useConfirmBidderPayment } from '../../onboarding/provider-flags.ts';
import styles from '../SubscribePage.module.css';

/** The card-form variant: start the subscription, pay the first month here, confirm. */
export function CardSubscription({
  promoCode,
  onPromoError,
}: {
  promoCode: string | undefined;
  onPromoError(error: unknown): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const start = useEndpointMutation(bidderPayments.createSubscription);
  const confirm = useConfirmBidderPayment();
  const [started, setStarted] = useState<CreateBidderSubscriptionResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const begin = () =>
    start.mutate(
      { body: { paymentType: 'subscription', ...(promoCode ? { promoCode } : {}) } },
      { onSuccess: setStarted, onError: onPromoError },
    );

  const onOutcome = (outcome: CardOutcome) => {
    if (!started) return;
    if (outcome.kind === 'declined')
      return setProblem(declineText(t, outcome.code, outcome.message));
    setProblem(null);
    confirm.mutate(
      { params: { paymentIntentId: started.paymentIntentId } },
      {
        onSuccess: (result) => {
          if (!result.flags.subscription_active) setProblem(t('supplierSubscribe.notActive'));
        },
        onError: (error) => setProblem(errorText(t, error, 'supplierSubscribe.confirmFailed')),
      },
    );
  };

  if (!started)
    return (
      <Button block onClick={begin} loading={start.isPending}>
        {t('supplierSubscribe.continueToCard')}
      </Button>
    );
  return (
    <div className={styles.card}>
      {started.percentOff > 0 && (
        <p role="status">{t('supplierSubscribe.promoApplied', { percent: started.percentOff })}</p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <CardPayment
        paymentIntentId={started.paymentIntentId}
        clientSecret={started.clientSecret}
        submitLabel={t('supplierSubscribe.payAndSubscribe', {
          amount: money(started.subscriptionFeeAmount),
        })}
        onOutcome={onOutcome}
      />
      {confirm.isPending && <p role="status">{t('supplierSubscribe.checking')}</p>}
    </div>
  );
}
