import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type NearbyJob } from '@boatcare/shared-domain/schemas/nearby';
import {
  Button,
  useLinks,
  useMoney,
  ServiceChips,
  CardFigures,
  CardMeta,
  CardText,
} from '@boatcare/shared-ui';
import { BidStatusBadge } from '../../../shared/BidStatusBadge.tsx';
import { PhotoThumbnails } from '../../../shared/photos/PhotoThumbnails.tsx';
import { useEstimate } from '../../../shared/useEstimate.ts';
import styles from '../JobsPage.module.css';

/**
 * One request in a jobs list: the owner's photos (each opens full size), the spec's card fields,
 * the distance and the provider's bid.
 */
export function JobCard({ job, onOffer }: { job: NearbyJob; onOffer?: (job: NearbyJob) => void }) {
  const { t, i18n } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const estimate = useEstimate();
  const canBid = job.status === 'active' || job.status === 'bid_placed';
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}`}>
      <div className={styles.cardTop}>
        <h2 className={styles.cardTitle} id={`job-${job.id}`}>
          {job.boatName}{' '}
          <span className={styles.length}>
            {t('createRequest.lengthValue', { count: job.lengthFeet })}
          </span>
        </h2>
        <span className={styles.distance}>
          {t('supplierJobs.distance', {
            km: job.distanceKm.toLocaleString(i18n.language === 'da' ? 'da-DK' : 'en-GB'),
          })}
        </span>
      </div>
      <CardMeta>{job.location.address}</CardMeta>
      <PhotoThumbnails photos={job.images} boatName={job.boatName} size="small" />
      <ServiceChips
        services={job.services}
        flybridge={job.flybridge}
        extras={job.additionalServices}
      />
      {job.notes && <CardText>{job.notes}</CardText>}
      <CardFigures>
        <div>
          <dt>{t('supplierJobs.estimate')}</dt>
          <dd>{estimate(job)}</dd>
        </div>
        <div>
          <dt>{t('supplierJobs.preferredDate')}</dt>
          <dd>{formatDate(job.preferredDate)}</dd>
        </div>
        {job.mybid && (
          <div>
            <dt>{t('supplierJobs.yourBid')}</dt>
            <dd className={styles.bid}>
              {money(job.mybid.amount)} <BidStatusBadge status={job.mybid.status} />
            </dd>
          </div>
        )}
      </CardFigures>
      <div className={styles.cardActions}>
        <Link to={link('supplierJobDetail', { id: job.id })} aria-describedby={`job-${job.id}`}>
          {t('supplierJobs.viewDetails')}
        </Link>
        {onOffer && canBid && (
          <Button size="small" onClick={() => onOffer(job)} aria-describedby={`job-${job.id}`}>
            {t(job.mybid ? 'supplierJobs.changeOffer' : 'supplierJobs.makeOffer')}
          </Button>
        )}
      </div>
    </article>
  );
}
