import { useTranslation } from 'react-i18next';
import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';
import { type AdminDashboard } from '@boatcare/shared-domain/schemas/admin-people';
import { CardGrid, SkeletonText, StatCard, useMoney } from '@boatcare/shared-ui';
import { pendingHint } from './pending-hint.ts';
import styles from './DashboardPage.module.css';

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

/** "14:05": when the figures were counted, in the interface language. */
const figuresTime = (figuresAt: string, language: string) =>
  new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language] ?? language, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(figuresAt));

/**
 * The four cards, from /super/dashboard, and when they were counted (a snapshot of up to a
 * minute). Without `data` (loading): the same cards with grey values, so the tabs below do not
 * move when the figures arrive.
 */
export function FigureCards({ data }: { data?: AdminDashboard }) {
  const { t } = useTranslation();
  if (!data) {
    const labels = [
      t('adminDashboard.totalUsers'),
      t('adminDashboard.activeRequests'),
      t('adminDashboard.revenue'),
      t('adminDashboard.pendingApprovals'),
    ];
    return (
      <>
        <CardGrid>
          {labels.map((label) => (
            <StatCard key={label} label={label} value={<SkeletonText />} hint={'\u00a0'} />
          ))}
        </CardGrid>
        <p className={styles.figuresAt}>{'\u00a0'}</p>
      </>
    );
  }
  return <Figures data={data} />;
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const trend = useTrend();
  const pending = data.pendingApprovals;
  return (
    <>
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
      <p className={styles.figuresAt}>
        {t('adminDashboard.figuresAt', { time: figuresTime(data.figuresAt, i18n.language) })}
      </p>
    </>
  );
}
