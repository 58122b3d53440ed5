import { useTranslation } from 'react-i18next';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { JobPhotoCompare } from '@boatcare/shared-ui';
import styles from '../JobPage.module.css';

/**
 * The provider's before and after photos, side by side, once there is one: an order cancelled
 * (or not started) before any photo was taken shows no empty section.
 */
export function OrderPhotos({ services, photos }: Pick<JobWork, 'services' | 'photos'>) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>{t('jobPhotos.title')}</h3>
      <JobPhotoCompare services={services} photos={photos} />
    </>
  );
}
