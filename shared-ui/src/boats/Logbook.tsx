import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogbookEntry } from '@boatcare/shared-domain/schemas/boat';
import { Badge } from '../components/Card.tsx';
import { Money } from '../components/Money.tsx';
import { formatDate } from '../i18n/dates.ts';
import { BoatPhotoGrid } from './BoatPhotoGrid.tsx';
import styles from './Boat.module.css';

/**
 * A boat's logbook, newest first: jobs through BoatCare (written when confirmed) and the
 * owner's own entries. The owner's page (mf-customer) and a share link's page (the shell) show
 * it; `actions` adds the owner's buttons to each entry.
 */
export function Logbook({
  entries,
  actions,
  readOnly = false,
}: {
  entries: LogbookEntry[];
  actions?: (entry: LogbookEntry) => ReactNode;
  /** Read by someone else (a share link): the review is the owner's, not "yours". */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="boat-logbook">
      <h2 id="boat-logbook" className={styles.heading}>
        {t('boats.logbook.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('boats.logbook.empty')}</p>
      ) : (
        <ol className={styles.items}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.item} data-testid="logbook-entry">
              <div className={styles.itemHead}>
                <h3 className={styles.itemTitle}>{entry.title}</h3>
                <span className={styles.muted}>{formatDate(entry.date)}</span>
              </div>
              <div className={styles.row}>
                <Badge tone={entry.source === 'job' ? 'info' : 'neutral'}>
                  {t(`boats.kinds.${entry.kind}`)}
                </Badge>
                {entry.services.length > 0 && (
                  <span className={styles.muted}>
                    {entry.services.map((service) => t(`services.${service}`)).join(', ')}
                  </span>
                )}
              </div>
              {entry.provider && (
                <p className={styles.muted}>
                  {t('boats.logbook.provider')}: {entry.provider}
                  {entry.verifiedBy.length > 0 &&
                    ` (${t('boats.logbook.verifiedBy')} ${entry.verifiedBy.join(', ')})`}
                </p>
              )}
              {entry.amount !== null && (
                <p className={styles.muted}>
                  {t('boats.logbook.amount')}: <Money minor={entry.amount} />
                </p>
              )}
              {entry.notes && (
                <p className={styles.row}>
                  {t('boats.logbook.notes')}: {entry.notes}
                </p>
              )}
              {entry.review && (
                <p className={styles.row}>
                  {t(readOnly ? 'boats.logbook.ownerReview' : 'boats.logbook.review')}:{' '}
                  <span role="img" aria-label={`${entry.review.rating}/5`}>
                    {'★'.repeat(entry.review.rating)}
                  </span>
                  {entry.review.text}
                </p>
              )}
              {entry.photos.length > 0 && (
                <BoatPhotoGrid
                  photos={entry.photos}
                  alt={(photo) => `${entry.title}: ${t(`boats.logbook.photoPhase.${photo.phase}`)}`}
                  below={(photo) => (
                    <span className={styles.muted}>
                      {t(`boats.logbook.photoPhase.${photo.phase}`)}
                    </span>
                  )}
                />
              )}
              {entry.documents.length > 0 && (
                <p className={styles.row}>
                  {t('boats.logbook.documents')}:
                  {entry.documents.map((document) => (
                    <a key={document.id} href={document.url} download={document.name}>
                      {document.name}
                    </a>
                  ))}
                </p>
              )}
              {actions && <div className={styles.row}>{actions(entry)}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
