import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  PageHeader,
  PageLoader,
  errorText,
  toast,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import * as club from '@boatcare/shared-domain/endpoints/club';
import { ClubSummary } from './ClubSummary.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import styles from './ProfilePage.module.css';

/** club/profile: the club as members see it, and the form that changes it. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useEndpoint(club.profile);
  usePageMeta(t('clubProfile.metaTitle'), t('clubProfile.metaDescription'));

  useEffect(() => {
    if (profile.isError) toast.error(errorText(t, profile.error, 'clubProfile.loadFailed'));
  }, [profile.isError, profile.error, t]);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <ErrorState message={t('clubProfile.loadFailed')} onRetry={() => void profile.refetch()} />
    );
  }
  return (
    <>
      <PageHeader title={t('clubProfile.title')} subtitle={t('clubProfile.subtitle')} />
      <div className={styles.layout}>
        <ClubSummary club={profile.data} />
        <ProfileForm key={profile.data.id} club={profile.data} />
      </div>
    </>
  );
}
