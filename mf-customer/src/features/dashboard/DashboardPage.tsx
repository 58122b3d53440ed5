import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  CardGrid,
  ErrorState,
  PageHeader,
  PageLoader,
  StatCard,
  errorText,
  toast,
  useCurrentUser,
  useLinks,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import { useCustomerDashboard } from './api.ts';
import styles from './DashboardPage.module.css';

export default function DashboardPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const dashboard = useCustomerDashboard();
  usePageMeta(t('customerDashboard.metaTitle'), t('customerDashboard.metaDescription'));

  useEffect(() => {
    if (dashboard.isError)
      toast.error(errorText(t, dashboard.error, 'customerDashboard.loadFailed'));
  }, [dashboard.isError, dashboard.error, t]);

  // A provider's payment redirect lands here; their dashboard is elsewhere.
  if (search.get('redirect_status') === 'succeeded')
    return <Navigate to={link('supplierDashboard')} replace />;
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) {
    return (
      <ErrorState
        message={t('customerDashboard.loadFailed')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const data = dashboard.data;
  const rating =
    data.averageCleanerRating === null
      ? t('common.notAvailable')
      : data.averageCleanerRating.toFixed(1);

  return (
    <>
      <PageHeader
        title={t('customerDashboard.title', { name: user?.first_name ?? '' })}
        subtitle={t('customerDashboard.subtitle')}
        actions={
          <ButtonLink to={link('createRequest')}>{t('customerDashboard.newRequest')}</ButtonLink>
        }
      />
      <CardGrid>
        <StatCard
          label={t('customerDashboard.requestsPosted')}
          value={data.totalCleaningRequestsPosted}
        />
        <StatCard label={t('customerDashboard.pendingRequests')} value={data.pendingRequests} />
        <StatCard label={t('customerDashboard.totalSpent')} value={money(data.totalSpent)} />
        <StatCard
          label={t('customerDashboard.averageRating')}
          value={rating}
          hint={t('customerDashboard.ratingHint')}
        />
      </CardGrid>
      <section className={styles.section} aria-labelledby="activity">
        <h2 id="activity">{t('customerDashboard.currentActivity')}</h2>
        <div className={styles.activity}>
          <StatCard label={t('customerDashboard.ongoing')} value={data.ongoingCleanings} />
          <StatCard label={t('customerDashboard.completed')} value={data.completedCleanings} />
          <StatCard
            label={t('customerDashboard.activeBids')}
            value={data.bidsReceivedOnActiveRequests}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="quick-links">
        <h2 id="quick-links">{t('customerDashboard.quickLinks')}</h2>
        <div className={styles.links}>
          <ButtonLink variant="secondary" to={link('createRequest')}>
            {t('customerDashboard.newRequest')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={link('myRequests')}>
            {t('nav.customer.myRequests')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={link('myJobs')}>
            {t('nav.customer.myJobs')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
