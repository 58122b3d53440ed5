import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidderPaymentStatus } from '@boatcare/shared-domain/schemas/bidder-payments';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  errorText,
  formatDate,
  toast,
  useLinks,
  useMoney,
} from '@boatcare/shared-ui';
import { useCancelSubscription } from '../../onboarding/provider-flags.ts';
import styles from '../ProfilePage.module.css';

/** The one-time gate fee and the subscription: what they cost, until when it runs, cancel. */
export function SubscriptionPanel({ status }: { status: BidderPaymentStatus }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const cancel = useCancelSubscription();
  const [asking, setAsking] = useState(false);
  const { plan, subscription, flags } = status;
  const until = subscription.renewsAt ? formatDate(subscription.renewsAt) : null;

  const confirmCancel = () =>
    cancel.mutate(
      {},
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(t('supplierProfile.cancelled'));
        },
        onError: (error) => {
          setAsking(false);
          toast.error(errorText(t, error, 'supplierProfile.cancelFailed'));
        },
      },
    );

  return (
    <Card className={styles.section} aria-labelledby="profile-payments">
      <h2 id="profile-payments">{t('supplierProfile.paymentsTitle')}</h2>
      <p>
        {t('supplierProfile.gateFeeText', { amount: money(plan.gateFee) })}{' '}
        {flags.gate_fee_paid ? (
          <Badge tone="success">{t('supplierProfile.gateFeePaid')}</Badge>
        ) : (
          <>
            <Badge tone="warning">{t('supplierProfile.gateFeeDue')}</Badge>{' '}
            {/* The fee is always reachable from the profile. */}
            <ButtonLink variant="secondary" size="small" to={link('gatePayment')}>
              {t('supplierSubscribe.payGateFee')}
            </ButtonLink>
          </>
        )}
      </p>
      {subscription.active ? (
        <>
          <p data-testid="subscription-state">
            {subscription.cancelAtPeriodEnd
              ? t('supplierProfile.endsOn', { date: until })
              : t('supplierProfile.renewsOn', { date: until })}
          </p>
          {!subscription.cancelAtPeriodEnd && (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t('supplierProfile.cancelSubscription')}
            </Button>
          )}
        </>
      ) : (
        <p>
          {t('supplierProfile.subscriptionText', { amount: money(plan.monthlyPrice) })}{' '}
          <ButtonLink variant="secondary" size="small" to={link('supplierSubscribe')}>
            {t('supplierProfile.payNow')}
          </ButtonLink>
        </p>
      )}
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={t('supplierProfile.cancelTitle')}
        message={t('supplierProfile.cancelMessage', { date: until })}
        confirmLabel={t('supplierProfile.cancelConfirm')}
        cancelLabel={t('supplierProfile.cancelKeep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
