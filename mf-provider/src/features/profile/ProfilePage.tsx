import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AvatarPicker,
  Card,
  PageHeader,
  QueryState,
  toast,
  useCurrentUser,
  useEndpoint,
  useLinks,
  usePageMeta,
  useProviderStatus,
} from '@boatcare/shared-ui';
import * as bidders from '@boatcare/shared-domain/endpoints/bidders';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist.tsx';
import { ProfileForm } from './parts/ProfileForm.tsx';
import { PayoutPanel } from './parts/PayoutPanel.tsx';
import { SubscriptionPanel } from './parts/SubscriptionPanel.tsx';
import styles from './ProfilePage.module.css';

/**
 * /supplier/profile: the bidder profile, the service area, the fee and the subscription; a new
 * provider's checklist on top leads on to the gate fee, the subscription and a first offer.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const link = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageMeta(t('supplierProfile.metaTitle'), t('supplierProfile.metaDescription'));
  const hasProfile = Boolean(user?.has_bidder_profile);
  const paid = Boolean(user?.subscription_active || user?.subscription_paid);
  const profile = useEndpoint(
    bidders.get,
    {},
    { select: (answer) => answer.data, enabled: hasProfile },
  );
  const status = useProviderStatus(true);
  const fullName = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();

  useEffect(() => {
    if (params.get('payment') !== 'success') return;
    toast.success(t('supplierProfile.paymentSuccess'), { id: 'payment-success' });
    void navigate(link('supplierProfile'), { replace: true });
  }, [params, t, navigate, link]);

  return (
    <>
      <PageHeader title={t('supplierProfile.heading', { name: fullName })} subtitle={user?.email} />
      <div className={styles.layout}>
        <OnboardingChecklist current="profile" />
        {!hasProfile && <p className={styles.intro}>{t('supplierProfile.intro')}</p>}
        {hasProfile ? (
          <QueryState query={profile} errorKey="supplierProfile.loadFailed">
            {(data) => <ProfileForm profile={data} paid={paid} />}
          </QueryState>
        ) : (
          <ProfileForm profile={null} paid={false} />
        )}
        {hasProfile && (
          <Card className={styles.section}>
            <AvatarPicker name={profile.data?.title ?? fullName} side="provider" />
          </Card>
        )}
        {status.data && <SubscriptionPanel status={status.data} />}
        {hasProfile && <PayoutPanel />}
      </div>
    </>
  );
}
