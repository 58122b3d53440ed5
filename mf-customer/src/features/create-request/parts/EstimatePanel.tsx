import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { fieldStyles } from '@boatcare/shared-ui';
import type { PriceRange } from '@boatcare/shared-domain/pricing';
import { useEstimate } from '../../../shared/useEstimate.ts';
import styles from './parts.module.css';

/**
 * The live estimate beside the wizard on wide screens (a compact line on phones), rounded to
 * whole steps. Before the services are chosen (`estimate` null) it says when it will appear.
 */
export function EstimatePanel({
  estimate,
  lengthFeet,
  compact,
}: {
  estimate: PriceRange | null;
  lengthFeet: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const format = useEstimate();
  const range = estimate ? format(estimate) : null;
  if (compact) {
    if (!range) return null;
    return (
      <p className={styles.compactEstimate} aria-live="polite">
        {t('createRequest.estimate')}: <strong>{range}</strong>
      </p>
    );
  }
  return (
    <aside className={styles.estimate} aria-labelledby="estimate-title">
      <h2 id="estimate-title">{t('createRequest.estimate')}</h2>
      {range ? (
        <>
          <p className={styles.estimateRange} aria-live="polite">
            {range}
          </p>
          <p className={clsx(fieldStyles.hint, styles.onDark)}>
            {t('createRequest.estimateFor', { length: lengthFeet })}
          </p>
        </>
      ) : (
        <p className={clsx(fieldStyles.hint, styles.onDark)}>{t('createRequest.estimateLater')}</p>
      )}
      <p className={clsx(fieldStyles.hint, styles.onDark)}>{t('createRequest.estimateNote')}</p>
    </aside>
  );
}
