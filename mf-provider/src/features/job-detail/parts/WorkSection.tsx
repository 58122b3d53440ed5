import { useTranslation } from 'react-i18next';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { CancelJobButton, Card, JobPhotoCompare, JobTimeline } from '@boatcare/shared-ui';
import { PROVIDER_LISTS } from '../../../shared/provider-lists.ts';
import { PhotoRemove } from './PhotoRemove.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import styles from './Work.module.css';

/** The work on the provider's job: before and after photos per service, the timeline, cancel. */
export function WorkSection({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const { job } = work;
  const uploading = job.status === 'in_progress';
  return (
    <>
      <Card aria-labelledby="work-photos">
        <h2 id="work-photos" tabIndex={-1}>
          {t('jobPhotos.title')}
        </h2>
        {uploading && <p className={styles.hint}>{t('jobPhotos.hint')}</p>}
        <JobPhotoCompare
          services={work.services}
          photos={work.photos}
          actions={
            uploading
              ? (service, phase) => <PhotoUpload jobId={job.id} service={service} phase={phase} />
              : undefined
          }
          photoAction={
            uploading
              ? (photo, number) => <PhotoRemove jobId={job.id} photo={photo} number={number} />
              : undefined
          }
        />
      </Card>
      <Card aria-labelledby="work-timeline">
        <h2 id="work-timeline">{t('jobLifecycle.timeline.label')}</h2>
        <JobTimeline status={job.status} events={work.events} />
        <div className={styles.cancel}>
          <CancelJobButton work={work} invalidate={PROVIDER_LISTS} />
        </div>
      </Card>
    </>
  );
}
