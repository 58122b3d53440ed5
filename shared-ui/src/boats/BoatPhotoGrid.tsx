import type { ReactNode } from 'react';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { Picture } from '../components/Picture.tsx';
import styles from './Boat.module.css';

/**
 * A grid of a boat's or a logbook entry's photos: each its AVIF/WebP size in a reserved 4:3 box,
 * opening the original; `below` adds a caption or a button under a photo.
 */
export function BoatPhotoGrid<Photo extends JobPostImage>({
  photos,
  alt,
  below,
  label,
}: {
  photos: Photo[];
  alt: (photo: Photo, index: number) => string;
  below?: (photo: Photo) => ReactNode;
  /** The list's name where no heading names it. */
  label?: string;
}) {
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id} className={styles.photo}>
          <a href={photo.fullUrl} target="_blank" rel="noreferrer">
            <Picture
              image={photo}
              alt={alt(photo, index)}
              width={480}
              height={360}
              sizes="(max-width: 600px) 50vw, 240px"
            />
          </a>
          {below?.(photo)}
        </li>
      ))}
    </ul>
  );
}
