import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import styles from './Spinner.module.css';

export function Spinner({ size = 24, inverse }: { size?: number; inverse?: boolean }) {
  return (
    <span
      className={clsx(styles.spinner, inverse && styles.inverse)}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}

/** A whole-area loading state with an accessible label. */
export function PageLoader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className={styles.page} role="status">
      <Spinner size={36} />
      <span className="bc-visually-hidden">{ready ? t('common.loading') : 'Loading'}</span>
    </div>
  );
}
