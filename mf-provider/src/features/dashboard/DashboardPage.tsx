import { useTranslation } from 'react-i18next';
import { formatPercent, formatRating } from '@boatcare/shared-domain/core';
import { successRate, type SupplierDashboard } from '@boatcare/shared-domain/schemas/dashboards';
import {
  ButtonLink,
  CardGrid,
  DashboardSection,
  PageHeader,
  QueryState,
  SkeletonBlocks,
  StatCard,
  useCurrentUser,
  useLinks,
  useEndpoint,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dashboard = useEndpoint(
    dashboards.supplier,
    {},
    { select: (answer) => answer.data, meta: { errorKey: 'supplierDashboard.loadFailed' } },
  );
  usePageMeta(t('supplierDashboard.metaTitle'), t('supplierDashboard.metaDescription'));

  const link = useLinks();

  return (
    <>
      {/* Before the data (its title needs the person only), as the shell's frame paints it. */}
      <PageHeader
        greeting={t('supplierDashboard.greeting', { name: user?.first_name ?? '' })}
        title={t('supplierDashboard.title')}
        subtitle={t('supplierDashboard.subtitle')}
        actions={
          <>
            <ButtonLink to={link('supplierJobs')}>
              {t('supplierDashboard.availableJobs')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={link('supplierCalendar')}>
              {t('supplierDashboard.calendar')}
            </ButtonLink>
          </>
        }
      />
      <QueryState
        query={dashboard}
        errorKey="supplierDashboard.loadFailed"
        pending={<SkeletonBlocks shape="cards" />}
      >
        {(data) => <Dashboard data={data} />}
      </QueryState>
    </>
  );
}

function Dashboard({ data }: { data: SupplierDashboard }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rating =
    data.averageRatingFromOwners === null
      ? t('common.notAvailable')
      : formatRating(data.averageRatingFromOwners, i18n.language);
  const rate = successRate(data.bidsWonAccepted, data.totalBidsPlaced);

  return (
    <>
      <CardGrid>
        <StatCard
          label={t('supplierDashboard.totalEarnings')}
          value={money(data.totalEarnings)}
          hint={t('supplierDashboard.earningsHint')}
        />
        <StatCard label={t('supplierDashboard.averageRating')} value={rating} />
        <StatCard
          label={t('supplierDashboard.responseRate')}
          value={formatPercent(data.responseRateToRequests, i18n.language)}
        />
        <StatCard label={t('supplierDashboard.completedJobs')} value={data.completedJobs} />
      </CardGrid>
      <DashboardSection id="bid-performance" title={t('supplierDashboard.bidPerformance')}>
        <StatCard label={t('supplierDashboard.bidsPlaced')} value={data.totalBidsPlaced} />
        <StatCard label={t('supplierDashboard.bidsWon')} value={data.bidsWonAccepted} />
        <StatCard
          label={t('supplierDashboard.successRate')}
          value={formatPercent(rate, i18n.language)}
        />
        <StatCard label={t('supplierDashboard.ongoingJobs')} value={data.ongoingJobs} />
      </DashboardSection>
    </>
  );
}
