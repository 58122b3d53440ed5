import { useTranslation } from 'react-i18next';
import { fieldStyles } from '@boatcare/shared-ui';
import styles from './parts.module.css';

/** How much of the request and its photos has been sent; then the server's turn. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  const label =
    percent < 100 ? t('createRequest.uploading', { percent }) : t('createRequest.saving');
  return (
    <div className={styles.upload}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('createRequest.uploadLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={fieldStyles.hint} aria-live="polite">
        {label}
      </p>
    </div>
  );
}
