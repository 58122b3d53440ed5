import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type JobWork } from '@boatcare/shared-domain/schemas/job-work';
import {
  CancelJobButton,
  Card,
  EmptyState,
  JobPhotoCompare,
  JobStatusBadge,
  JobTimeline,
  QueryState,
  ServiceChips,
  statusOf,
  useJobWork,
  useLinks,
  usePageMeta,
  Facts,
} from '@boatcare/shared-ui';
import { PROVIDER_LISTS } from '../../shared/provider-lists.ts';
import { PhotoRemove } from './parts/PhotoRemove.tsx';
import { PhotoUpload } from './parts/PhotoUpload.tsx';
import { WorkActions } from './parts/WorkActions.tsx';
import { JobPageHeader } from '../../shared/JobPageHeader.tsx';
import styles from './JobWorkPage.module.css';

/**
 * /supplier/orders/{id}: a won job's work. Start it once paid, add before and after photos of
 * every ordered service (and remove a wrong one), mark it done; then wait for the owner (or 72 hours).
 */
export default function JobWorkPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const { id = '' } = useParams();
  const work = useJobWork(id);
  usePageMeta(
    work.data?.job.boat.boatName || t('jobLifecycle.provider.metaTitle'),
    t('jobLifecycle.provider.metaDescription'),
  );

  if (work.isError && statusOf(work.error) === 404) {
    return (
      <EmptyState
        title={t('jobs.notFound')}
        message={t('supplierMyOffers.emptyText')}
        action={<Link to={link('supplierMyOffers')}>{t('jobLifecycle.provider.back')}</Link>}
      />
    );
  }
  return (
    <QueryState query={work} errorKey="jobLifecycle.loadFailed">
      {(data) => <Work work={data} />}
    </QueryState>
  );
}

function Work({ work }: { work: JobWork }) {
  const { t } = useTranslation();
  const link = useLinks();
  const { job } = work;
  const uploading = job.status === 'in_progress';

  return (
    <>
      <JobPageHeader
        back={{ to: link('supplierMyOffers'), label: t('jobLifecycle.provider.back') }}
        title={job.boat.boatName || job.title}
        place={job.boat.address}
      >
        <JobStatusBadge status={job.status} />
      </JobPageHeader>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card aria-labelledby="work-next">
            <h2 id="work-next">{t('jobLifecycle.title')}</h2>
            <WorkActions work={work} />
          </Card>
          <Card aria-labelledby="work-photos">
            <h2 id="work-photos">{t('jobPhotos.title')}</h2>
            {uploading && <p className={styles.hint}>{t('jobPhotos.hint')}</p>}
            <JobPhotoCompare
              services={work.services}
              photos={work.photos}
              actions={
                uploading
                  ? (service, phase) => (
                      <PhotoUpload jobId={job.id} service={service} phase={phase} />
                    )
                  : undefined
              }
              photoAction={
                uploading
                  ? (photo, number) => <PhotoRemove jobId={job.id} photo={photo} number={number} />
                  : undefined
              }
            />
          </Card>
        </div>
        <aside className={styles.side}>
          <Card aria-labelledby="work-timeline">
            <h2 id="work-timeline">{t('jobLifecycle.timeline.label')}</h2>
            <JobTimeline status={job.status} events={work.events} />
          </Card>
          <Card aria-labelledby="work-facts">
            <h2 id="work-facts">{t('orderDetail.jobDetails')}</h2>
            <Facts
              narrow
              items={[
                [t('supplierMyOffers.startDate'), formatDate(job.job_start_date)],
                [t('myJobs.contact'), job.auctioneer.contact_number || t('common.notAvailable')],
                [t('createRequest.dockNumber'), job.boat.dockNumber || t('common.notAvailable')],
                [
                  t('createRequest.length'),
                  t('createRequest.lengthValue', { count: job.boat.lengthFeet }),
                ],
              ]}
            />
            <div className={styles.chips}>
              <ServiceChips services={job.boat.services} flybridge={job.boat.flybridge} />
            </div>
            <div className={styles.cancel}>
              <CancelJobButton work={work} invalidate={PROVIDER_LISTS} />
            </div>
          </Card>
        </aside>
      </div>
    </>
  );
}
