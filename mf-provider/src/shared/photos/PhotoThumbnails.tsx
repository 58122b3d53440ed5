import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { Picture } from '@boatcare/shared-ui';
import { PhotoViewer } from './PhotoViewer.tsx';
import styles from './Photos.module.css';

interface Props {
  photos: JobPostImage[];
  boatName: string;
  /** Small on a list's card, large on the job's page. */
  size?: 'small' | 'large';
}

/** The owner's photos of the boat as thumbnails; each opens the full-size viewer. */
export function PhotoThumbnails({ photos, boatName, size = 'large' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul
        className={`${styles.thumbs} ${size === 'small' ? styles.small : ''}`}
        aria-label={t('jobPhotosViewer.listLabel', { boat: boatName, total: photos.length })}
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" className={styles.thumb} onClick={() => setOpen(index)}>
              <Picture
                image={photo}
                alt={t('jobPhotosViewer.open', {
                  boat: boatName,
                  number: index + 1,
                  total: photos.length,
                })}
                width={size === 'small' ? 96 : 160}
                height={size === 'small' ? 72 : 120}
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        photos={photos}
        boatName={boatName}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
