import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import type { JobPostSummary } from '@boatcare/shared-domain/schemas/job-post';
import {
  useLinks,
  useMoney,
  ServiceChips,
  CardFigures,
  CardMeta,
  CardText,
} from '@boatcare/shared-ui';
import { ImageCarousel } from '../../../shared/ImageCarousel.tsx';
import { RequestStatusBadge } from '../../../shared/StatusBadge.tsx';
import list from '../../../shared/list.module.css';
import styles from '../MyRequestsPage.module.css';

/** One request in the list; the whole card opens its detail page. */
export function RequestCard({ request }: { request: JobPostSummary }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const text = request.description || request.notes;
  return (
    <article className={clsx(list.card, styles.linked)}>
      <ImageCarousel images={request.images} alt={request.boatName} />
      <div className={list.body}>
        <div className={list.top}>
          <h2 className={list.title}>
            <Link to={link('requestDetail', { id: request.id })} className={styles.stretched}>
              {request.title || request.boatName}
            </Link>
          </h2>
          <RequestStatusBadge status={request.status} />
        </div>
        <CardMeta>
          {[
            request.title ? request.boatName : null,
            t(`boatTypes.${request.boatType}`),
            t(`materials.${request.material}`),
            t('createRequest.lengthValue', { count: request.lengthFeet }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </CardMeta>
        <ServiceChips
          services={request.services}
          flybridge={request.flybridge}
          extras={request.additionalServices}
        />
        {text && <CardText>{text}</CardText>}
        <CardFigures>
          <div>
            <dt>{t('myRequests.preferredDate')}</dt>
            <dd>{formatDate(request.preferredDate)}</dd>
          </div>
          <div>
            <dt>{t('myRequests.estimate')}</dt>
            <dd>
              {money(request.estimatedPriceMin)} – {money(request.estimatedPriceMax)}
            </dd>
          </div>
          <div>
            <dt>{t('myRequests.offers')}</dt>
            <dd>{t('myRequests.offerCount', { count: request.offerCount })}</dd>
          </div>
        </CardFigures>
      </div>
    </article>
  );
}
