import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { bidStanding, isFarOut } from '@boatcare/shared-domain/pricing';
import type { JobPostBid, JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  RatingLine,
  ServiceChips,
  useMoney,
} from '@boatcare/shared-ui';
import styles from './Offers.module.css';

/** "2 h", "3 days": how long after the request an offer came, in the reader's words. */
function useResponseTime() {
  const { t } = useTranslation();
  return (minutes: number) => {
    if (minutes < 60) return t('jobPage.offers.minutes', { count: Math.max(1, minutes) });
    if (minutes < 48 * 60) return t('jobPage.offers.hours', { count: Math.round(minutes / 60) });
    return t('jobPage.offers.days', { count: Math.round(minutes / 1440) });
  };
}

/**
 * The offers side by side, cheapest first: price, what it includes, who makes it (picture,
 * rating, finished jobs, the clubs that vouch for them), how fast they answered, their message.
 * Before an offer is accepted each has its accept button; after, the chosen one is marked.
 */
export function Offers({
  request,
  canAccept,
  onAccept,
}: {
  request: JobPostDetail;
  canAccept: boolean;
  onAccept(bid: JobPostBid): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const responseTime = useResponseTime();
  if (request.bids.length === 0)
    return (
      <EmptyState title={t('requestDetail.noBidsTitle')} message={t('requestDetail.noBidsText')} />
    );
  const shown = request.acceptedBid
    ? request.bids.filter((bid) => bid.id === request.acceptedBid)
    : request.bids;
  return (
    <ul className={styles.offers}>
      {shown.map((bid) => {
        const standing = bidStanding(bid.amount, {
          min: request.estimatedPriceMin,
          max: request.estimatedPriceMax,
        });
        return (
          <li
            key={bid.id}
            className={clsx(styles.offer, bid.id === request.acceptedBid && styles.chosen)}
          >
            <div className={styles.who}>
              <Avatar name={bid.bidder} src={bid.avatarUrl} />
              <div className={styles.name}>
                <strong>{bid.bidder}</strong>
                <RatingLine summary={bid.rating} />
              </div>
            </div>
            <p className={styles.price}>{money(bid.amount)}</p>
            {canAccept && isFarOut(standing) && (
              <Badge tone="warning">{t(`bidModal.ownerStanding.${standing}`)}</Badge>
            )}
            <ul className={styles.facts}>
              {bid.completedJobs !== undefined && (
                <li>{t('jobPage.offers.completedJobs', { count: bid.completedJobs })}</li>
              )}
              {bid.respondedAfterMinutes !== undefined && (
                <li>
                  {t('jobPage.offers.respondedIn', {
                    time: responseTime(bid.respondedAfterMinutes),
                  })}
                </li>
              )}
            </ul>
            {(bid.verifiedBy ?? []).map((club) => (
              <Badge key={club} tone="success">
                {t('clubProviders.verifiedBy', { club })}
              </Badge>
            ))}
            <div className={styles.includes}>
              <span className={styles.label}>{t('jobPage.offers.includes')}</span>
              <ServiceChips
                services={request.services}
                flybridge={request.flybridge}
                extras={request.additionalServices}
              />
            </div>
            {bid.message && <p className={styles.message}>“{bid.message}”</p>}
            {bid.id === request.acceptedBid && (
              <Badge tone="success">{t('jobPage.offers.chosen')}</Badge>
            )}
            {canAccept && (
              <Button
                className={styles.accept}
                onClick={() => onAccept(bid)}
                aria-label={t('requestDetail.acceptBidFrom', {
                  name: bid.bidder,
                  amount: money(bid.amount),
                })}
              >
                {t('requestDetail.acceptBid')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
