import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import type { PaymentState } from '@boatcare/shared-domain/schemas/job';
import { Card, SkeletonText } from '@boatcare/shared-ui';
import styles from '../PaymentPage.module.css';

/**
 * What is being paid for, from the saved payment state; for a care plan's season, how many
 * visits the payment covers, from the season's launch (`undefined` while it is asked for).
 */
export function JobSummary({
  job,
  visits,
}: {
  job: PaymentState['jobDetails'];
  visits: number | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="payment-summary">
      <h2 id="payment-summary" className={styles.cardTitle}>
        {t('payment.summary')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('payment.boat')}</dt>
          <dd>{job.boatName}</dd>
        </div>
        <div>
          <dt>{t('payment.length')}</dt>
          <dd>{t('payment.lengthValue', { count: job.lengthFeet })}</dd>
        </div>
        <div>
          <dt>{t('payment.location')}</dt>
          <dd>{job.address}</dd>
        </div>
        <div>
          <dt>{t('payment.date')}</dt>
          <dd>{formatDate(job.preferredDate)}</dd>
        </div>
        {visits !== null && (
          <div>
            <dt>{t('plans.visitsTitle')}</dt>
            <dd>
              {visits === undefined ? (
                <SkeletonText width="10ch" />
              ) : (
                t('payment.seasonSummary', { count: visits })
              )}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
