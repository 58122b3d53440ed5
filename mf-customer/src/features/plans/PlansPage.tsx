import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  formatDate,
  useEndpoint,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from './plans.module.css';

/** The owner's seasonal care plans, newest first, each with its season and state. */
export default function PlansPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('plans.metaTitle'), t('plans.metaDescription'));
  const mine = useEndpoint(plans.mine, {}, { select: (answer) => answer.data });
  return (
    <>
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      {mine.isPending ? (
        <PageLoader />
      ) : mine.isError ? (
        <ErrorState message={t('plans.loadFailed')} onRetry={() => void mine.refetch()} />
      ) : mine.data.length === 0 ? (
        <EmptyState title={t('plans.title')} message={t('plans.none')} />
      ) : (
        <ul className={styles.list} aria-label={t('plans.title')}>
          {mine.data.map((plan) => (
            <li key={plan.id}>
              <Card className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link to={link('carePlan', { id: plan.id })}>
                    {t('plans.planTitle', { boat: plan.boatName })}
                  </Link>
                </h2>
                <p>{t(`plans.kinds.${plan.kind}`)}</p>
                <p>
                  {t('plans.seasonRange', {
                    launch: formatDate(plan.launch),
                    haulOut: formatDate(plan.haulOut),
                  })}
                </p>
                <Badge tone={plan.status === 'active' ? 'success' : 'neutral'}>
                  {t(`plans.statuses.${plan.status}`)}
                </Badge>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
