import { useTranslation } from 'react-i18next';
import { type MembershipStatus } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import { Badge, Button, type Tone } from '@boatcare/shared-ui';
import type { MembershipDecision } from './useDecideRequest.ts';
import styles from './MembershipPage.module.css';

const STATUS_TONE: Record<MembershipStatus, Tone> = {
  pending: 'warning',
  accepted: 'success',
  denied: 'danger',
};

export const memberName = ({ user }: MembershipRequest) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

interface Props {
  request: MembershipRequest;
  onDecide(request: MembershipRequest, status: MembershipDecision): void;
}

/** One incoming request as a list item (`styles.item`). */
export function RequestItem(props: Props) {
  return (
    <li className={styles.item}>
      <RequestDetails {...props} />
    </li>
  );
}

/** One incoming request: who, when, its status, and the answers while it waits. */
export function RequestDetails({ request, onDecide }: Props) {
  const { t } = useTranslation();
  const member = memberName(request);
  return (
    <>
      <div className={styles.who}>
        <strong className={styles.name}>{member}</strong>
        <a className={styles.email} href={`mailto:${request.user.email}`}>
          {request.user.email}
        </a>
      </div>
      <div className={styles.meta}>
        <span className={styles.date}>
          {t('clubMembership.requestedOn', { date: formatDate(request.created_date) })}
        </span>
        <Badge tone={STATUS_TONE[request.status]}>
          {t(`clubMembership.status.${request.status}`)}
        </Badge>
      </div>
      {request.status === 'pending' && (
        <div className={styles.actions}>
          <Button
            size="small"
            onClick={() => onDecide(request, 'accepted')}
            aria-label={t('clubMembership.acceptFor', { member })}
          >
            {t('clubMembership.accept')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => onDecide(request, 'denied')}
            aria-label={t('clubMembership.denyFor', { member })}
          >
            {t('clubMembership.deny')}
          </Button>
        </div>
      )}
    </>
  );
}
