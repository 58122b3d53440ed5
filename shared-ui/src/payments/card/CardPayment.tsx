import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageLoader } from '@boatcare/shared-ui';
import { usePaymentsConfig } from '../api.ts';
import type { CardFormProps } from './outcome.ts';
import { TestModeCardForm } from './TestModeCardForm.tsx';

// Stripe's scripts load only when Stripe runs.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

/** The card form of the running driver: Stripe Elements, or the labelled test-mode form. */
export function CardPayment(props: CardFormProps) {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
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
