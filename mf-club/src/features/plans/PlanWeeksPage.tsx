import { useTranslation } from 'react-i18next';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import {
  Card,
  EmptyState,
  PageHeader,
  QueryState,
  formatDate,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import { parseIsoWeek, weekDays } from './iso-week.ts';
import styles from './PlanWeeksPage.module.css';

/** club/plans: the members' care plan visits at the harbour, week by week (no owners). */
export default function PlanWeeksPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('clubPlans.metaTitle'), t('clubPlans.metaDescription'));
  const weeks = useEndpoint(
    plans.clubWeeks,
    {},
    { select: (answer) => answer.data, meta: { errorKey: 'plans.loadFailed' } },
  );
  return (
    <>
      <PageHeader title={t('clubPlans.title')} subtitle={t('clubPlans.subtitle')} />
      <QueryState query={weeks} errorKey="plans.loadFailed">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('clubPlans.emptyTitle')} message={t('clubPlans.emptyText')} />
          ) : (
            <div className={styles.weeks}>
              {list.map((week) => (
                <Card key={week.week} aria-labelledby={`week-${week.week}`}>
                  <WeekHeading week={week.week} language={i18n.language} />
                  <ul className={styles.visits}>
                    {week.visits.map((visit, index) => (
                      <li key={`${visit.date}-${index}`}>
                        <strong>{formatDate(visit.date)}</strong> {visit.boatName}
                        {visit.dockNumber &&
                          `, ${t('clubPlans.dock', { dock: visit.dockNumber })}`}{' '}
                        · {t(`plans.visitKinds.${visit.kind}`)}
                      </li>
                    ))}
                  </ul>
                </Card>
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}

/** "Week 14, 2031" and its days underneath ("31 March – 6 April"). */
function WeekHeading({ week, language }: { week: string; language: string }) {
  const { t } = useTranslation();
  const parsed = parseIsoWeek(week);
  return (
    <div className={styles.heading}>
      <h2 id={`week-${week}`} className={styles.title}>
        {parsed ? t('clubPlans.week', { number: parsed.number, year: parsed.year }) : week}
      </h2>
      {parsed && <p className={styles.days}>{weekDays(parsed, language)}</p>}
    </div>
  );
}
