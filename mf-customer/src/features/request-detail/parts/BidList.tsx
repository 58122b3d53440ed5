import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { bidStanding, isFarOut } from '@boatcare/shared-domain/pricing';
import { formatDate } from '@boatcare/shared-ui';
import type { JobPostBid, JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import { Badge, Button, EmptyState, RatingCard, useMoney } from '@boatcare/shared-ui';
import styles from '../RequestDetailPage.module.css';

type BidState = 'open' | 'acceptedPaid' | 'acceptedPending' | 'notChosen';

/**
 * The spec's badges: before an order every bid is 'Bid & Payment Pending'; then the accepted
 * bid shows whether its payment is completed (and is highlighted green). The others were not
 * chosen. The accepted bid is known by id, not by comparing amounts.
 */
export function bidState(
  bid: JobPostBid,
  request: Pick<JobPostDetail, 'acceptedBid' | 'job'>,
): BidState {
  if (!request.job && !request.acceptedBid) return 'open';
  const accepted = request.acceptedBid
    ? bid.id === request.acceptedBid
    : bid.amount === request.job?.bid_amount;
  if (!accepted) return 'notChosen';
  return request.job?.payment_status === 'completed' ? 'acceptedPaid' : 'acceptedPending';
}

const TONES = {
  open: 'warning',
  acceptedPaid: 'success',
  acceptedPending: 'info',
  notChosen: 'neutral',
} as const;

export function BidList({
  request,
  onAccept,
}: {
  request: JobPostDetail;
  onAccept(bid: JobPostBid): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const canAccept =
    (request.status === 'active' || request.status === 'bid_placed') && !request.acceptedBid;
  if (request.bids.length === 0) {
    return (
      <EmptyState title={t('requestDetail.noBidsTitle')} message={t('requestDetail.noBidsText')} />
    );
  }
  return (
    <ul className={styles.bids}>
      {request.bids.map((bid) => {
        const state = bidState(bid, request);
        const accepted = state === 'acceptedPaid' || state === 'acceptedPending';
        const standing = bidStanding(bid.amount, {
          min: request.estimatedPriceMin,
          max: request.estimatedPriceMax,
        });
        return (
          <li key={bid.id} className={clsx(styles.bid, accepted && styles.bidAccepted)}>
            <div className={styles.bidTop}>
              <strong>{bid.bidder}</strong>
              <span className={styles.bidAmount}>{money(bid.amount)}</span>
            </div>
            {bid.message && <p className={styles.bidMessage}>{bid.message}</p>}
            <RatingCard summary={bid.rating} />
            {(bid.verifiedBy ?? []).map((club) => (
              <Badge key={club} tone="info">
                {t('clubProviders.verifiedBy', { club })}
              </Badge>
            ))}
            <div className={styles.bidBottom}>
              <Badge tone={TONES[state]}>{t(`requestDetail.bidState.${state}`)}</Badge>
              {isFarOut(standing) && (
                <Badge tone="danger">{t(`bidModal.ownerStanding.${standing}`)}</Badge>
              )}
              <span className={styles.bidDate}>{formatDate(bid.created_date)}</span>
            </div>
            {canAccept && (
              <Button
                size="small"
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
