import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { fieldStyles } from '@boatcare/shared-ui';
import type { PriceRange } from '@boatcare/shared-domain/pricing';
import { useEstimate } from '../../../shared/useEstimate.ts';
import styles from './parts.module.css';

/**
 * The live estimate beside the wizard on wide screens (a compact line on phones), rounded to
 * whole steps. Before the services are chosen (`estimate` null) it says when it will appear.
 * `marketOffers`: the estimate is the market's range of that many accepted offers (null: the
 * formula's), and it says so.
 */
export function EstimatePanel({
  estimate,
  lengthFeet,
  marketOffers,
  compact,
}: {
  estimate: PriceRange | null;
  lengthFeet: number;
  marketOffers: number | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const format = useEstimate();
  const range = estimate ? format(estimate) : null;
  const title = t(marketOffers === null ? 'createRequest.estimate' : 'market.rangeLabel');
  if (compact) {
    if (!range) return null;
    return (
      <p className={styles.compactEstimate} aria-live="polite">
        {title}: <strong>{range}</strong>
      </p>
    );
  }
  return (
    <aside className={styles.estimate} aria-labelledby="estimate-title">
      <h2 id="estimate-title">{title}</h2>
      {range ? (
        <>
          <p className={styles.estimateRange} aria-live="polite">
            {range}
          </p>
          <p className={clsx(fieldStyles.hint, styles.onDark)}>
            {marketOffers === null
              ? `${t('createRequest.estimateFor', { length: lengthFeet })} ${t('market.formulaNote')}`
              : t('market.wizardNote', { count: marketOffers, length: lengthFeet })}
          </p>
        </>
      ) : (
        <p className={clsx(fieldStyles.hint, styles.onDark)}>{t('createRequest.estimateLater')}</p>
      )}
      <p className={clsx(fieldStyles.hint, styles.onDark)}>{t('createRequest.estimateNote')}</p>
    </aside>
  );
}
