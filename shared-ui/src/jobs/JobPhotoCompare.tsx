import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceChip } from '@boatcare/shared-domain/schemas/job-post-services';
import type { JobPhoto, JobPhotoPhase } from '@boatcare/shared-domain/schemas/job-work';
import { Picture, imageSrc } from '../components/Picture.tsx';
import styles from './jobs.module.css';

const PHASES: JobPhotoPhase[] = ['before', 'after'];

/**
 * Before and after photos side by side, one row per ordered service. Thumbnails open the full
 * size. `actions` renders extra controls in a phase's cell (the provider's upload);
 * `photoAction` one under each photo (the provider's remove), given the photo's own alt text.
 */
export function JobPhotoCompare({
  services,
  photos,
  actions,
  photoAction,
}: {
  services: ServiceChip[];
  photos: JobPhoto[];
  actions?: (service: ServiceChip, phase: JobPhotoPhase) => ReactNode;
  photoAction?: (photo: JobPhoto, number: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.compare}>
      {services.map((service) => (
        <section
          key={service}
          className={styles.service}
          aria-labelledby={`photos-${service}`}
          data-service={service}
        >
          <h3 id={`photos-${service}`} className={styles.serviceName}>
            {t(`services.${service}`)}
          </h3>
          <div className={styles.phases}>
            {PHASES.map((phase) => {
              const shown = photos.filter((p) => p.service === service && p.phase === phase);
              const label = t(`jobPhotos.${phase}`);
              return (
                <div key={phase} className={styles.phase} data-phase={phase}>
                  <h4 className={styles.phaseName}>{label}</h4>
                  {shown.length === 0 ? (
                    <p className={styles.none}>{t('jobPhotos.none')}</p>
                  ) : (
                    <ul className={styles.thumbs}>
                      {shown.map((photo, index) => (
                        <li key={photo.id}>
                          <a href={imageSrc(photo.fullUrl)} target="_blank" rel="noreferrer">
                            <Picture
                              image={photo}
                              alt={t('jobPhotos.alt', {
                                phase: label,
                                service: t(`services.${service}`),
                                number: index + 1,
                              })}
                              width={160}
                              height={120}
                            />
                          </a>
                          {photoAction?.(photo, index + 1)}
                        </li>
                      ))}
                    </ul>
                  )}
                  {actions?.(service, phase)}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
