import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, PageLoader, useLinks, usePageMeta } from '@boatcare/shared-ui';
import { useVerifySession } from '../onboarding/provider-flags.ts';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist.tsx';
import { SubscriptionActive } from '../subscribe/parts/SubscriptionActive.tsx';
import styles from '../subscribe/SubscribePage.module.css';

/** /supplier/subscribe/complete?session_id=...: checking, then active or an error. */
export default function SubscribeCompletePage() {
  const { t } = useTranslation();
  const link = useLinks();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verify = useVerifySession(sessionId);
  usePageMeta(t('supplierSubscribe.completeMetaTitle'), t('supplierSubscribe.metaDescription'));

  // A pending status keeps checking (the query asks again every two seconds).
  const status = verify.data?.subscriptionStatus;
  const state =
    !sessionId || verify.isError || status === 'failed'
      ? 'error'
      : status === 'active'
        ? 'active'
        : 'checking';

  if (state === 'checking')
    return (
      <div role="status" aria-live="polite">
        <PageLoader />
        <p className={styles.fineprint}>{t('supplierSubscribe.checking')}</p>
      </div>
    );
  if (state === 'active')
    return (
      <>
        <OnboardingChecklist current="subscription" />
        <SubscriptionActive />
      </>
    );
  return (
    <Card className={styles.result} aria-labelledby="subscription-error" role="alert">
      <h2 id="subscription-error">{t('supplierSubscribe.errorTitle')}</h2>
      <p>{t('supplierSubscribe.errorText')}</p>
      <div className={styles.resultActions}>
        {sessionId && (
          <Button onClick={() => void verify.refetch()} loading={verify.isFetching}>
            {t('supplierSubscribe.refreshStatus')}
          </Button>
        )}
        <ButtonLink variant="secondary" to={link('home')}>
          {t('supplierSubscribe.goHome')}
        </ButtonLink>
      </div>
    </Card>
  );
}
