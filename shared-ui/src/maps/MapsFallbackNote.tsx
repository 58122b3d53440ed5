import { useTranslation } from 'react-i18next';
import styles from './Maps.module.css';

/** Said above the offline picker or map when Google's could not load. */
export function MapsFallbackNote() {
  const { t } = useTranslation();
  return (
    <p className={styles.note} role="note" data-testid="maps-fallback-note">
      {t('maps.fallbackNote')}
    </p>
  );
}
