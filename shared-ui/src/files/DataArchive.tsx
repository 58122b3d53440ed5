import { useTranslation } from 'react-i18next';
import type { ExportView } from '@boatcare/shared-domain/schemas/personal-data';
import { apiBaseUrl } from '../api/url.ts';
import { Button } from '../components/Button.tsx';
import { buttonClasses } from '../components/button-classes.ts';
import { Spinner } from '../components/Spinner.tsx';
import { formatDateTime } from '../i18n/dates.ts';
import styles from './DataArchive.module.css';

/** A size as the page's language writes it: kB below a megabyte, MB from there. */
function formatSize(bytes: number, language: string) {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}

/**
 * A personal data archive as the person (settings) and the admin (a user's page) see it: being
 * prepared, ready with its download link and expiry, or expired; and the button that asks for
 * one (`askLabel` the first time, "a new one" after). The state is said aloud as it changes.
 */
export function DataArchive({
  archive,
  askLabel,
  asking,
  onAsk,
}: {
  archive: ExportView | null | undefined;
  askLabel: string;
  asking: boolean;
  onAsk: () => void;
}) {
  const { t, i18n } = useTranslation();
  const preparing = archive?.state === 'preparing';
  return (
    <div className={styles.archive}>
      <p role="status" className={styles.state}>
        {preparing && (
          <>
            <Spinner size={16} /> {t('personalData.export.preparing')}
          </>
        )}
        {archive?.state === 'ready' &&
          t('personalData.export.ready', {
            size: formatSize(archive.size ?? 0, i18n.language),
            expires: formatDateTime(archive.expires_date),
          })}
        {archive?.state === 'expired' &&
          t('personalData.export.expiredNote', { expires: formatDateTime(archive.expires_date) })}
        {archive?.state === 'failed' && t('personalData.export.failedNote')}
      </p>
      <div className={styles.actions}>
        {archive?.state === 'ready' && archive.url && (
          <a className={buttonClasses({ variant: 'primary' })} href={`${apiBaseUrl}${archive.url}`}>
            {t('personalData.export.download')}
          </a>
        )}
        {!preparing && (
          <Button variant="secondary" loading={asking} onClick={onAsk}>
            {archive ? t('personalData.export.askAgain') : askLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
