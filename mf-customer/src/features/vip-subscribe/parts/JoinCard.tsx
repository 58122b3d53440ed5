import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipSubscribeResponse } from '@boatcare/shared-domain/schemas/payments';
import * as vip from '@boatcare/shared-domain/endpoints/vip';
import { Button, Card, toast, useEndpointMutation, useMoney, errorText } from '@boatcare/shared-ui';
import { CardPayment, declineText, type CardOutcome } from '@boatcare/shared-ui/payments';
import { useConfirmVip } from '../useVipMembership.ts';
import styles from '../VipSubscribePage.module.css';

/** Joining: start the subscription, pay the first month with the card form, then confirm. */
export function JoinCard({ monthlyPrice }: { monthlyPrice: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  // Starts the subscription; its first month is paid with the card form.
  const start = useEndpointMutation(vip.subscribe);
  const confirm = useConfirmVip();
  const [subscription, setSubscription] = useState<VipSubscribeResponse | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  const begin = () =>
    start.mutate(
      {},
      {
        onSuccess: setSubscription,
        onError: (error) => toast.error(errorText(t, error, 'vipSubscribe.startFailed')),
      },
    );

  const finish = (subscriptionId: string) =>
    confirm.mutate(
      { params: { subscriptionId } },
      {
        onSuccess: (result) => {
          if (result.membership.isActive) toast.success(t('vipSubscribe.welcome'));
          else setDeclined(t('vipSubscribe.notActive'));
        },
        onError: (error) => setDeclined(errorText(t, error, 'vipSubscribe.confirmFailed')),
      },
    );

  const onOutcome = (outcome: CardOutcome) => {
    if (!subscription) return;
    if (outcome.kind === 'declined')
      return setDeclined(declineText(t, outcome.code, outcome.message));
    setDeclined(null);
    finish(subscription.subscriptionId);
  };

  return (
    <Card className={styles.join} aria-labelledby="vip-join">
      <h2 id="vip-join">{t('vipSubscribe.joinTitle')}</h2>
      <p className={styles.price}>
        <strong>{money(monthlyPrice)}</strong> <span>{t('vipSubscribe.perMonth')}</span>
      </p>
      {!subscription ? (
        <Button block onClick={begin} loading={start.isPending}>
          {t('vipSubscribe.subscribe')}
        </Button>
      ) : (
        <>
          {declined && (
            <p className={styles.declined} role="alert">
              {declined}
            </p>
          )}
          <CardPayment
            paymentIntentId={subscription.paymentIntentId}
            clientSecret={subscription.clientSecret}
            submitLabel={t('vipSubscribe.payAndJoin', { amount: money(subscription.amount) })}
            onOutcome={onOutcome}
          />
          {confirm.isPending && <p role="status">{t('vipSubscribe.confirming')}</p>}
        </>
      )}
      <p className={styles.fineprint}>{t('vipSubscribe.fineprint')}</p>
    </Card>
  );
}
