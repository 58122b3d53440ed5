import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatRating } from '@boatcare/shared-domain/core';
import type { CustomerDashboard } from '@boatcare/shared-domain/schemas/dashboards';
import {
  ButtonLink,
  CardGrid,
  DashboardSection,
  EmptyState,
  PageHeader,
  QueryState,
  SkeletonBlocks,
  StatCard,
  useCurrentUser,
  useLinks,
  useMoney,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';

export default function DashboardPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const dashboard = useEndpoint(
    dashboards.customer,
    {},
    { select: ({ data }) => data, meta: { errorKey: 'customerDashboard.loadFailed' } },
  );
  usePageMeta(t('customerDashboard.metaTitle'), t('customerDashboard.metaDescription'));

  // A provider's payment redirect lands here; their dashboard is elsewhere.
  if (search.get('redirect_status') === 'succeeded')
    return <Navigate to={link('supplierDashboard')} replace />;
  const name = user?.first_name ?? '';
  return (
    <>
      {/* Before the data, as the shell's frame paints it: the greeting waits for the figures. */}
      <PageHeader
        greeting={
          dashboard.data
            ? // Nothing posted yet: a new owner, not one coming back.
              t(
                dashboard.data.totalCleaningRequestsPosted === 0
                  ? 'customerDashboard.greetingNew'
                  : 'customerDashboard.greeting',
                { name },
              )
            : null
        }
        title={t('customerDashboard.title')}
        subtitle={t('customerDashboard.subtitle')}
        actions={
          <ButtonLink to={link('createRequest')}>{t('customerDashboard.newRequest')}</ButtonLink>
        }
      />
      <QueryState
        query={dashboard}
        errorKey="customerDashboard.loadFailed"
        pending={<SkeletonBlocks shape="cards" />}
      >
        {(data) => <Dashboard data={data} />}
      </QueryState>
    </>
  );
}

function Dashboard({ data }: { data: CustomerDashboard }) {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <>
      {data.totalCleaningRequestsPosted === 0 ? (
        // A new owner sees the first step, not a wall of zeros.
        <EmptyState
          title={t('jobList.firstTitle')}
          message={t('jobList.firstText')}
          action={
            <ButtonLink to={link('createRequest')}>{t('customerDashboard.newRequest')}</ButtonLink>
          }
        />
      ) : (
        <Figures data={data} />
      )}
      <DashboardSection id="quick-links" title={t('customerDashboard.quickLinks')} links>
        <ButtonLink variant="secondary" to={link('createRequest')}>
          {t('customerDashboard.newRequest')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={link('myJobs')}>
          {t('nav.customer.myJobs')}
        </ButtonLink>
      </DashboardSection>
    </>
  );
}

function Figures({ data }: { data: CustomerDashboard }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rating =
    data.averageCleanerRating === null
      ? t('reviews.noReviews')
      : formatRating(data.averageCleanerRating, i18n.language);
  return (
    <>
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
      <DashboardSection id="activity" title={t('customerDashboard.currentActivity')}>
        <StatCard label={t('customerDashboard.ongoing')} value={data.ongoingCleanings} />
        <StatCard label={t('customerDashboard.completed')} value={data.completedCleanings} />
        <StatCard
          label={t('customerDashboard.activeBids')}
          value={data.bidsReceivedOnActiveRequests}
        />
      </DashboardSection>
    </>
  );
}
