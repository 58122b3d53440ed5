import { useTranslation } from 'react-i18next';
import { formatRating } from '@boatcare/shared-domain/core';
import { seasonStartText } from '@boatcare/shared-domain/clubs';
import type { ClubDashboard } from '@boatcare/shared-domain/schemas/club-members';
import { CardGrid, SkeletonText, StatCard } from '@boatcare/shared-ui';
import styles from './DashboardPage.module.css';

/**
 * The dashboard's counts and the harbour's activity; without `data` (loading) the same cards
 * with grey values, so nothing below moves when the counts arrive.
 */
export function ClubFigures({ data }: { data?: ClubDashboard }) {
  const { t, i18n } = useTranslation();
  const value = (figure: number | string | undefined) => figure ?? <SkeletonText />;
  return (
    <>
      <CardGrid>
        <StatCard label={t('clubDashboard.counts.members')} value={value(data?.members)} />
        <StatCard label={t('clubDashboard.counts.pending')} value={value(data?.pending)} />
        <StatCard label={t('clubDashboard.counts.denied')} value={value(data?.denied)} />
      </CardGrid>
      <h2 className={styles.activity}>{t('clubDashboard.activityTitle')}</h2>
      <CardGrid>
        <StatCard
          label={t('clubDashboard.requestsThisSeason')}
          value={value(data?.requestsThisSeason)}
          // The hint's line is there while loading too (a space holds its height).
          hint={
            data
              ? t('clubDashboard.seasonSince', {
                  date: seasonStartText(data.seasonStart, i18n.language),
                })
              : '\u00a0'
          }
        />
        <StatCard label={t('clubDashboard.jobsDone')} value={value(data?.jobsDone)} />
        <StatCard
          label={t('clubDashboard.verifiedRating')}
          value={
            data
              ? data.verifiedProviderRating === null
                ? t('clubDashboard.noRating')
                : formatRating(data.verifiedProviderRating, i18n.language)
              : value(undefined)
          }
        />
      </CardGrid>
    </>
  );
}
