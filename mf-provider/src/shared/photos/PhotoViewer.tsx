import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { Button, Picture, dialogStyles, useModalDialog } from '@boatcare/shared-ui';
import styles from './Photos.module.css';

interface Props {
  photos: JobPostImage[];
  /** The boat the photos show: names the dialog and each photo. */
  boatName: string;
  /** The photo shown, or null while closed. */
  index: number | null;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The owner's photos full size, one at a time: a named modal dialog (Escape closes, focus
 * returns to the thumbnail), the arrow keys or Previous/Next move between photos.
 */
export function PhotoViewer({ photos, boatName, index, onIndex, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog(index !== null, '[data-autofocus]');
  const count = photos.length;
  const photo = index === null ? null : photos[index];
  const move = (step: number) => index !== null && onIndex((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className={`${dialogStyles.dialog} ${styles.viewer}`}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => index !== null && onClose()}
    >
      {photo && index !== null && (
        <div className={styles.viewerBody}>
          <h2 id={`${id}-title`} className={styles.viewerTitle}>
            {t('jobPhotosViewer.title', { boat: boatName, number: index + 1, total: count })}
          </h2>
          {/* The display size (AVIF/WebP, up to 1280 px) where the browser takes it: the same
              look in the dialog at a fraction of the original's bytes. */}
          <Picture
            key={photo.id}
            className={styles.full}
            image={photo}
            src={photo.fullUrl}
            alt={t('jobPhotosViewer.alt', { boat: boatName, number: index + 1, total: count })}
            width={photo.width ?? 1280}
            height={photo.height ?? 960}
            sizes="(max-width: 960px) 100vw, 960px"
            eager
          />
          <div className={styles.viewerActions}>
            {count > 1 && (
              <>
                <Button variant="secondary" onClick={() => move(-1)}>
                  {t('jobPhotosViewer.previous')}
                </Button>
                <Button variant="secondary" onClick={() => move(1)}>
                  {t('jobPhotosViewer.next')}
                </Button>
              </>
            )}
            <Button data-autofocus onClick={onClose}>
              {t('jobPhotosViewer.close')}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
