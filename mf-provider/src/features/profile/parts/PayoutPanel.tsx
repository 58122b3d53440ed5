import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@boatcare/shared-domain/schemas/ledger';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import {
  Badge,
  Button,
  Card,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLanguage,
} from '@boatcare/shared-ui';
import styles from '../ProfilePage.module.css';

const STATUS_TEXT: Record<PayoutAccount['status'], string> = {
  none: 'payouts.statusNone',
  pending: 'payouts.statusPending',
  ready: 'payouts.statusReady',
};

/**
 * Payouts on the profile: where the provider's share goes (a Stripe Connect Express account).
 * "Set up payouts" opens Stripe's onboarding (in test mode, the labelled stand-in page).
 */
export function PayoutPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const account = useEndpoint(payouts.account, {}, { meta: { errorKey: 'payouts.loadFailed' } });
  // "Set up payouts": the onboarding link (Stripe's page, or the test-mode stand-in).
  const link = useEndpointMutation(payouts.accountLink);
  const data = account.data;
  if (!data) return null;

  const open = () =>
    link.mutate(
      { body: { lng: language } },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => toast.error(errorText(t, error, 'payouts.linkFailed')),
      },
    );

  return (
    <Card className={styles.section} aria-labelledby="profile-payouts">
      <h2 id="profile-payouts">{t('payouts.title')}</h2>
      <p className={styles.muted}>{t('payouts.intro')}</p>
      <p data-testid="payout-state">
        {data.status === 'ready' && <Badge tone="success">{t('payouts.setUpDone')}</Badge>}{' '}
        {t(STATUS_TEXT[data.status])}
      </p>
      {data.mode === 'test' && <p className={styles.muted}>{t('payouts.testNote')}</p>}
      {data.status !== 'ready' && (
        <div>
          <Button onClick={open} loading={link.isPending}>
            {data.status === 'none' ? t('payouts.setUp') : t('payouts.continue')}
          </Button>
        </div>
      )}
    </Card>
  );
}
