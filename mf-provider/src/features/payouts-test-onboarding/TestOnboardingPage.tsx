import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Card,
  errorText,
  endpointKey,
  toast,
  useEndpointMutation,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from '../test-checkout/TestCheckoutPage.module.css';

/**
 * TEST MODE: the stand-in for Stripe Connect's hosted onboarding. Clearly labelled; finishing
 * marks the provider's account ready for payouts and returns to the profile, as Stripe does.
 */
export default function TestOnboardingPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The profile shows the account the server answers, without reading it again.
  const finish = useEndpointMutation(payouts.testModeComplete, {
    onSuccess: (account) => client.setQueryData(endpointKey(payouts.account, {}), account),
  });
  usePageMeta(t('payouts.testOnboarding.metaTitle'), t('payouts.testOnboarding.metaDescription'));

  const submit = () =>
    finish.mutate(
      {},
      {
        onSuccess: () => void navigate(`${link('supplierProfile')}?payouts=return`),
        onError: (error) => toast.error(errorText(t, error, 'payouts.testOnboarding.failed')),
      },
    );

  return (
    <div className={styles.page}>
      <p className={styles.ribbon} role="note">
        {t('payouts.testOnboarding.ribbon')}
      </p>
      <Card className={styles.card} aria-labelledby="test-onboarding-title">
        <h1 id="test-onboarding-title">{t('payouts.testOnboarding.title')}</h1>
        <p>{t('payouts.testOnboarding.text')}</p>
        <Button block loading={finish.isPending} onClick={submit}>
          {t('payouts.testOnboarding.finish')}
        </Button>
        <ButtonLink variant="secondary" block to={link('supplierProfile')}>
          {t('payouts.testOnboarding.cancel')}
        </ButtonLink>
      </Card>
    </div>
  );
}
