import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import { ownerActionOf, ownerJobState } from '@boatcare/shared-domain/lifecycle';
import type { JobPostSummary } from '@boatcare/shared-domain/schemas/job-post';
import {
  Badge,
  Button,
  ButtonLink,
  CardFigures,
  CardMeta,
  useLinks,
  useMoney,
} from '@boatcare/shared-ui';
import { ImageCarousel } from '../../../shared/ImageCarousel.tsx';
import { JobStateBadge } from '../../../shared/JobStateBadge.tsx';
import { usePayOrder } from '../../../shared/payment-state.ts';
import list from '../../../shared/list.module.css';
import styles from '../JobsPage.module.css';

/** One of the owner's jobs: the boat's photo, where it stands in words, and what to do next. */
export function JobCard({ job }: { job: JobPostSummary }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const pay = usePayOrder();
  const state = ownerJobState(job);
  // A visit of a season paid at once is never paid alone: the card opens its plan instead.
  const seasonPlan =
    state === 'accepted' && job.carePlan?.paidWithSeason ? job.carePlan.id : undefined;
  const action = seasonPlan ? null : ownerActionOf(state);
  const page = link('requestDetail', { id: job.id });
  const { order } = job;
  const values = { count: job.offerCount, amount: order ? money(order.bid_amount) : '' };
  return (
    <article className={clsx(list.card, styles.linked)} data-state={state}>
      <ImageCarousel images={job.images} alt={job.boatName} />
      <div className={list.body}>
        <div className={list.top}>
          <h2 className={list.title}>
            <Link to={page} className={styles.stretched}>
              {job.title || job.boatName}
            </Link>
          </h2>
          {seasonPlan ? (
            <Badge tone="success">{t('jobPage.season.title')}</Badge>
          ) : (
            <JobStateBadge state={state} />
          )}
        </div>
        <CardMeta>
          {[
            job.title ? job.boatName : null,
            t(`boatTypes.${job.boatType}`),
            t('createRequest.lengthValue', { count: job.lengthFeet }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </CardMeta>
        <CardFigures>
          <div>
            <dt>{t('myRequests.preferredDate')}</dt>
            <dd>{formatDate(job.preferredDate)}</dd>
          </div>
          {order ? (
            <div>
              <dt>{t('myOrders.bidAmount')}</dt>
              <dd className={styles.money}>{money(order.bid_amount)}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('myRequests.offers')}</dt>
              <dd>{t('myRequests.offerCount', { count: job.offerCount })}</dd>
            </div>
          )}
        </CardFigures>
        {seasonPlan && (
          <div className={styles.action}>
            <ButtonLink size="small" variant="secondary" to={link('carePlan', { id: seasonPlan })}>
              {t('jobPage.season.link')}
            </ButtonLink>
          </div>
        )}
        {action && (
          <div className={styles.action}>
            {action === 'pay' && order ? (
              <Button
                size="small"
                onClick={() =>
                  pay(
                    { ...job, location: { address: job.location.address } },
                    order.id,
                    order.bid_amount,
                  )
                }
              >
                {t('jobList.action.pay')}
              </Button>
            ) : (
              <ButtonLink size="small" to={page}>
                {t(`jobList.action.${action}`, values)}
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
