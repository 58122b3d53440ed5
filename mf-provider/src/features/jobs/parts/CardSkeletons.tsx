import { useTranslation } from 'react-i18next';
import styles from '../JobsPage.module.css';

/** The spec's six placeholder cards while a list loads. */
export function CardSkeletons() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.skeleton} data-testid="job-skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
