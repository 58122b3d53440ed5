import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  toast,
  useLinks,
  useMoney,
  usePageMeta,
  errorText,
  statusOf,
  useEndpoint,
} from '@boatcare/shared-ui';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import { CardPayment, type CardOutcome } from '@boatcare/shared-ui/payments';
import { Breakdown } from './parts/Breakdown.tsx';
import { JobSummary } from './parts/JobSummary.tsx';
import { readPaymentState } from './stored-state.ts';
import styles from './PaymentPage.module.css';

/**
 * Pays an accepted order: the saved payment state names it, the server computes the breakdown
 * and makes the intent, and the card form of the running driver takes the card. Every outcome
 * ends on the payment result page, which asks the server for the truth.
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const navigate = useNavigate();
  const [state] = useState(readPaymentState);
  // The order's payment intent: the server computes every amount and answers the same intent for
  // the same order and total, so asking again (a reload) never makes a second charge.
  // A care plan's season paid in advance is one intent for every booked visit instead.
  const once = { retry: false, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false };
  const jobIntent = useEndpoint(
    payments.createIntent,
    { body: { jobId: state?.jobId ?? '' } },
    { ...once, enabled: Boolean(state?.jobId) && !state?.planId },
  );
  const seasonIntent = useEndpoint(
    payments.seasonIntent,
    { body: { planId: state?.planId ?? '' } },
    { ...once, enabled: Boolean(state?.planId) },
  );
  const intent = state?.planId ? seasonIntent : jobIntent;
  usePageMeta(t('payment.metaTitle'), t('payment.metaDescription'));

  useEffect(() => {
    if (intent.isError && statusOf(intent.error) !== 409)
      toast.error(errorText(t, intent.error, 'payment.intentFailed'));
  }, [intent.isError, intent.error, t]);

  if (!state) return <Navigate to={link('dashboard')} replace />;

  const complete = link('paymentComplete');
  const onOutcome = (outcome: CardOutcome) => {
    if (outcome.kind === 'redirect') return navigate(outcome.url);
    const id = intent.data?.paymentIntentId ?? '';
    const status = outcome.kind === 'declined' ? 'failed' : outcome.status;
    return navigate(
      `${complete}?payment_intent=${encodeURIComponent(id)}&redirect_status=${status}`,
    );
  };

  let body;
  if (intent.isError && statusOf(intent.error) === 409) {
    body = (
      <EmptyState
        title={t('payment.alreadyPaidTitle')}
        message={errorText(t, intent.error, 'payment.intentFailed')}
        action={<ButtonLink to={link('myOrders')}>{t('payment.toOrders')}</ButtonLink>}
      />
    );
  } else if (intent.isError) {
    body = (
      <ErrorState
        message={errorText(t, intent.error, 'payment.intentFailed')}
        onRetry={() => void intent.refetch()}
      />
    );
  } else {
    // What is paid for is the saved state's: shown at once, the server's amounts and the card
    // form as they come (issue 28: the page's content painted without waiting for the intent).
    const paying = intent.data;
    const waitingVisits = state.planId ? undefined : null;
    body = (
      <div className={styles.layout}>
        <div className={styles.aside}>
          <JobSummary
            job={state.jobDetails}
            visits={paying ? ('visits' in paying ? paying.visits : null) : waitingVisits}
          />
          <Breakdown details={paying?.details} />
        </div>
        <Card className={styles.main} aria-labelledby="payment-card">
          <h2 id="payment-card" className={styles.cardTitle}>
            {t('payment.cardTitle')}
          </h2>
          {paying ? (
            <>
              <CardPayment
                paymentIntentId={paying.paymentIntentId}
                clientSecret={paying.clientSecret}
                returnPath={complete}
                submitLabel={t('payment.pay', { amount: money(paying.details.totalAmount) })}
                onOutcome={onOutcome}
              />
              <p className={styles.secure}>{t('payment.secureNote')}</p>
            </>
          ) : (
            <PageLoader />
          )}
        </Card>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('payment.title')} subtitle={t('payment.subtitle')} />
      {body}
    </>
  );
}
