import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  toast,
  useLinks,
  usePageMeta,
  errorText,
  statusOf,
  invalidateEndpoints,
  useEndpoint,
} from '@boatcare/shared-ui';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { declineText } from '@boatcare/shared-ui/payments';
import { CUSTOMER_LISTS } from '../../shared/customer-lists.ts';
import { clearPaymentState } from '../payment/stored-state.ts';
import { ResultView } from './parts/ResultView.tsx';
import styles from './PaymentCompletePage.module.css';

/**
 * Where the payment provider returns (payment_intent, redirect_status). The server is asked for
 * the real outcome; the page shows what it says: paid, pending, failed, or that it could not
 * be confirmed (never "succeeded" on the redirect's word alone).
 */
export default function PaymentCompletePage() {
  const { t } = useTranslation();
  const link = useLinks();
  const [search] = useSearchParams();
  const intentId = search.get('payment_intent');
  // The server asks the payment provider how the payment went and marks the order paid only if
  // it succeeded. Once per visit: a failed call is shown, then retried only when asked.
  const confirmation = useEndpoint(
    payments.confirm,
    { params: { paymentIntentId: intentId ?? '' } },
    {
      enabled: Boolean(intentId),
      retry: false,
      staleTime: Infinity,
      // Each visit asks again: a retried payment returns with the same intent id.
      gcTime: 0,
      refetchOnWindowFocus: false,
    },
  );
  usePageMeta(t('paymentComplete.metaTitle'), t('paymentComplete.metaDescription'));
  const paid = confirmation.data?.paymentStatus === 'completed';

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    clearPaymentState();
    // The job page and the lists read the order again: they show it paid at once, without a
    // pay button (the server refuses a second payment too).
    // A season paid in advance: its plan shows what was paid and no pay button.
    void invalidateEndpoints(queryClient, [...CUSTOMER_LISTS, plans.get, plans.mine]);
  }, [paid, queryClient]);
  useEffect(() => {
    if (confirmation.isError)
      toast.error(errorText(t, confirmation.error, 'paymentComplete.confirmFailed'));
  }, [confirmation.isError, confirmation.error, t]);

  const retryPayment = (
    <ButtonLink key="retry" to={link('payment')}>
      {t('paymentComplete.tryAgain')}
    </ButtonLink>
  );
  const toOrders = (
    <ButtonLink key="orders" variant="secondary" to={link('myJobs')}>
      {t('paymentComplete.toOrders')}
    </ButtonLink>
  );
  // While the payment is not confirmed: ask the server again, or leave for the orders.
  const checkAgain = [
    <Button
      key="check"
      onClick={() => void confirmation.refetch()}
      loading={confirmation.isFetching}
    >
      {t('paymentComplete.checkAgain')}
    </Button>,
    toOrders,
  ];

  if (!intentId) {
    return (
      <ResultView
        tone="failed"
        title={t('paymentComplete.failedTitle')}
        actions={[retryPayment, toOrders]}
      >
        <p>{t('paymentComplete.noPayment')}</p>
      </ResultView>
    );
  }
  if (confirmation.isPending) {
    return (
      <ResultView tone="loading" title={t('paymentComplete.loadingTitle')}>
        <p>{t('paymentComplete.loadingText')}</p>
      </ResultView>
    );
  }
  if (confirmation.isError && statusOf(confirmation.error) === 404) {
    // Not a payment of this account (or none at all): nothing was charged through it.
    return (
      <ResultView
        tone="failed"
        title={t('paymentComplete.failedTitle')}
        actions={[retryPayment, toOrders]}
      >
        <p className={styles.reason}>
          {errorText(t, confirmation.error, 'paymentComplete.confirmFailed')}
        </p>
      </ResultView>
    );
  }
  if (confirmation.isError) {
    return (
      <ResultView
        tone="pending"
        title={t('paymentComplete.unconfirmedTitle')}
        actions={[...checkAgain]}
      >
        <p>{t('paymentComplete.unconfirmedText')}</p>
        <p className={styles.reason}>
          {errorText(t, confirmation.error, 'paymentComplete.confirmFailed')}
        </p>
      </ResultView>
    );
  }
  const result = confirmation.data;
  if (paid) {
    return (
      <ResultView
        tone="success"
        title={t('paymentComplete.successTitle')}
        actions={[
          result.planId ? (
            <ButtonLink key="order" to={link('carePlan', { id: result.planId })}>
              {t('paymentComplete.viewPlan')}
            </ButtonLink>
          ) : (
            <ButtonLink key="order" to={link('requestDetail', { id: result.jobPostId })}>
              {t('paymentComplete.viewOrder')}
            </ButtonLink>
          ),
          <ButtonLink key="dashboard" variant="secondary" to={link('dashboard')}>
            {t('paymentComplete.toDashboard')}
          </ButtonLink>,
        ]}
      >
        <p>{t('paymentComplete.successText')}</p>
      </ResultView>
    );
  }
  if (result.status === 'processing') {
    return (
      <ResultView
        tone="pending"
        title={t('paymentComplete.pendingTitle')}
        actions={[...checkAgain]}
      >
        <p>{t('paymentComplete.pendingText')}</p>
      </ResultView>
    );
  }
  return (
    <ResultView
      tone="failed"
      title={t('paymentComplete.failedTitle')}
      actions={[retryPayment, toOrders]}
    >
      <p>{t('paymentComplete.failedText')}</p>
      <p className={styles.reason}>
        {declineText(t, result.failure?.code, result.failure?.message)}
      </p>
    </ResultView>
  );
}
