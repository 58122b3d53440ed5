import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { useMoney, fieldStyles } from '@boatcare/shared-ui';
import type { PriceRange } from '@boatcare/shared-domain/pricing';
import styles from './parts.module.css';

/** The live estimate beside the wizard on wide screens (a compact line on phones). */
export function EstimatePanel({
  estimate,
  lengthFeet,
  compact,
}: {
  estimate: PriceRange;
  lengthFeet: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const range = `${money(estimate.min)} – ${money(estimate.max)}`;
  if (compact) {
    return (
      <p className={styles.compactEstimate} aria-live="polite">
        {t('createRequest.estimate')}: <strong>{range}</strong>
      </p>
    );
  }
  return (
    <aside className={styles.estimate} aria-labelledby="estimate-title">
      <h2 id="estimate-title">{t('createRequest.estimate')}</h2>
      <p className={styles.estimateRange} aria-live="polite">
        {range}
      </p>
      <p className={clsx(fieldStyles.hint, styles.onDark)}>
        {t('createRequest.estimateFor', { length: lengthFeet })}
      </p>
      <p className={clsx(fieldStyles.hint, styles.onDark)}>{t('createRequest.estimateNote')}</p>
    </aside>
  );
}
