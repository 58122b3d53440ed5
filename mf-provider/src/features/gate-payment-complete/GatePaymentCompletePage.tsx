import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, PageLoader, useLinks, usePageMeta } from '@boatcare/shared-ui';
import { useConfirmBidderPayment } from '../onboarding/provider-flags.ts';
import styles from '../subscribe/SubscribePage.module.css';

/**
 * /gate-payment/complete?payment_intent=...: the server asks the payment provider; only its
 * word counts (loading, succeeded, processing, failed with try again).
 */
export default function GatePaymentCompletePage() {
  const { t } = useTranslation();
  const link = useLinks();
  const [params] = useSearchParams();
  const intentId = params.get('payment_intent');
  const confirm = useConfirmBidderPayment();
  usePageMeta(t('gatePayment.completeMetaTitle'), t('gatePayment.metaDescription'));
  const { mutate } = confirm;
  useEffect(() => {
    if (intentId) mutate({ params: { paymentIntentId: intentId } });
  }, [intentId, mutate]);

  if (intentId && (confirm.isIdle || confirm.isPending))
    return (
      <div role="status" aria-live="polite">
        <PageLoader />
        <p className={styles.fineprint}>{t('gatePayment.confirming')}</p>
      </div>
    );
  const status = confirm.data?.status;
  if (status === 'succeeded')
    return (
      <Card className={styles.result} aria-labelledby="gate-result">
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h2 id="gate-result">{t('gatePayment.succeeded')}</h2>
        <p>{t('gatePayment.succeededText')}</p>
        <ButtonLink
          to={link(
            confirm.data?.flags.subscription_active ? 'supplierDashboard' : 'supplierSubscribe',
          )}
        >
          {t(
            confirm.data?.flags.subscription_active
              ? 'supplierSubscribe.toDashboard'
              : 'gatePayment.toSubscribe',
          )}
        </ButtonLink>
      </Card>
    );
  if (status === 'processing')
    return (
      <Card className={styles.result} aria-labelledby="gate-result" role="status">
        <h2 id="gate-result">{t('gatePayment.processing')}</h2>
        <p>{t('gatePayment.processingText')}</p>
      </Card>
    );
  return (
    <Card className={styles.result} aria-labelledby="gate-result" role="alert">
      <h2 id="gate-result">{t('gatePayment.failed')}</h2>
      <p>{t('gatePayment.failedText')}</p>
      <ButtonLink to={link('gatePayment')}>{t('gatePayment.tryAgain')}</ButtonLink>
    </Card>
  );
}
