import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@boatcare/shared-domain';
import { CardGrid, StatCard, useMoney } from '@boatcare/shared-ui';
import { pendingHint } from './pending-hint.ts';

/** The change against the previous period, as a signed percentage (or "new"). */
function useTrend() {
  const { t, i18n } = useTranslation();
  return ({ current, previous }: { current: number; previous: number }) => {
    if (previous === 0) {
      return current === 0 ? t('adminDashboard.trendFlat') : t('adminDashboard.trendNew');
    }
    const change = (current - previous) / previous;
    const text = new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(change);
    return t('adminDashboard.trend', { change: text });
  };
}

/** The four cards, from /super/dashboard. */
export function FigureCards({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const money = useMoney();
  const trend = useTrend();
  const pending = data.pendingApprovals;
  return (
    <CardGrid>
      <StatCard
        label={t('adminDashboard.totalUsers')}
        value={data.totalUsers.current}
        hint={trend(data.totalUsers)}
      />
      <StatCard
        label={t('adminDashboard.activeRequests')}
        value={data.activeRequests.current}
        hint={trend(data.activeRequests)}
      />
      <StatCard
        label={t('adminDashboard.revenue')}
        value={money(data.revenueMonthToDate.current)}
        hint={t('adminDashboard.revenueHint', { trend: trend(data.revenueMonthToDate) })}
      />
      <StatCard
        label={t('adminDashboard.pendingApprovals')}
        value={pending.current}
        hint={pendingHint(t, pending)}
      />
    </CardGrid>
  );
}
