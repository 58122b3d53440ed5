import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import { ErrorState, PageLoader, useEndpoint } from '@boatcare/shared-ui';
import type { CardFormProps } from './outcome.ts';
import { TestModeCardForm } from './TestModeCardForm.tsx';

// Stripe's scripts load only when Stripe runs.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

/** The card form of the running driver: Stripe Elements, or the labelled test-mode form. */
export function CardPayment(props: CardFormProps) {
  const { t } = useTranslation();
  // Which driver runs (Stripe or the test mode) and Stripe's key: fixed while the page lives.
  const config = useEndpoint(payments.config, {}, { staleTime: Infinity });
  if (config.isPending) return <PageLoader />;
  if (config.isError) {
    return <ErrorState message={t('payment.initFailed')} onRetry={() => void config.refetch()} />;
  }
  if (config.data.mode === 'test') return <TestModeCardForm {...props} />;
  if (!config.data.publishableKey) return <ErrorState message={t('payment.initFailed')} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
    </Suspense>
  );
}
