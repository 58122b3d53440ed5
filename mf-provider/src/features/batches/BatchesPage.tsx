import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  ButtonLink,
  Card,
  EmptyState,
  PageHeader,
  QueryState,
  useEndpoint,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { BatchRequestRow } from './BatchRequestRow.tsx';
import styles from './BatchesPage.module.css';

/** supplier/batches: club pier batches, one trip each, with an offer per boat. */
export default function BatchesPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('pierBatches.metaTitle'), t('pierBatches.metaDescription'));
  const batches = useEndpoint(
    jobpost.batches,
    {},
    { select: (answer) => answer.data, meta: { errorKey: 'pierBatches.loadFailed' } },
  );
  return (
    <>
      <PageHeader
        title={t('pierBatches.title')}
        subtitle={t('pierBatches.subtitle')}
        actions={
          <ButtonLink variant="secondary" to={link('supplierPlans')}>
            {t('providerPlans.link')}
          </ButtonLink>
        }
      />
      <QueryState query={batches} errorKey="pierBatches.loadFailed">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('pierBatches.emptyTitle')} message={t('pierBatches.emptyText')} />
          ) : (
            <div className={styles.batches}>
              {list.map((batch) => (
                <Card key={batch.id} aria-labelledby={`batch-${batch.id}`}>
                  <h2 id={`batch-${batch.id}`} className={styles.title}>
                    {t('pierBatches.batchTitle', { club: batch.club.name })}
                  </h2>
                  <p className={styles.muted}>{batch.club.location}</p>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('pierBatches.boats')}</dt>
                      <dd>{batch.count}</dd>
                    </div>
                    <div>
                      <dt>{t('pierBatches.totalFeet')}</dt>
                      <dd>{t('pierBatches.feet', { feet: batch.totalFeet })}</dd>
                    </div>
                    <div>
                      <dt>{t('pierBatches.dates')}</dt>
                      <dd>{batch.dates.map((date) => formatDate(date)).join(', ')}</dd>
                    </div>
                  </dl>
                  <p className={styles.trip}>{t('pierBatches.oneTrip')}</p>
                  <ul className={styles.rows}>
                    {batch.requests.map((request) => (
                      <BatchRequestRow key={request.id} request={request} />
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
