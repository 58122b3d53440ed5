import { useTranslation } from 'react-i18next';
import { type MembershipStatus } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import { Badge, Button, QueryState, useEndpoint, type Tone } from '@boatcare/shared-ui';
import { ClubLogo } from './ClubLogo.tsx';
import styles from '../MyClubPage.module.css';

export const STATUS_TONE: Record<MembershipStatus, Tone> = {
  pending: 'warning',
  accepted: 'success',
  denied: 'danger',
};

/** The member's own requests with their status; pending and accepted ones can be ended. */
export function MyRequests({ onLeave }: { onLeave(request: MembershipRequest): void }) {
  const { t } = useTranslation();
  const requests = useEndpoint(
    membership.userRequests,
    {},
    { select: ({ data }) => data, meta: { errorKey: 'myClub.requestsLoadFailed' } },
  );
  return (
    <section className={styles.section} aria-labelledby="my-club-requests">
      <h2 id="my-club-requests" className={styles.heading}>
        {t('myClub.requestsTitle')}
      </h2>
      <QueryState query={requests} errorKey="myClub.requestsLoadFailed">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t('myClub.noRequests')}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((request) => (
                <li key={request.id} className={styles.item}>
                  <ClubLogo name={request.club.name} logoUrl={request.club.logoUrl} />
                  <div className={styles.who}>
                    <strong className={styles.name}>{request.club.name}</strong>
                    <span className={styles.muted}>{request.club.location}</span>
                    <span className={styles.muted}>
                      {t('myClub.requestedOn', { date: formatDate(request.created_date) })}
                    </span>
                    {request.status === 'denied' && (
                      <span className={styles.muted}>{t('myClub.deniedHint')}</span>
                    )}
                  </div>
                  <div className={styles.actions}>
                    <Badge tone={STATUS_TONE[request.status]}>
                      {t(`myClub.status.${request.status}`)}
                    </Badge>
                    {request.status !== 'denied' && (
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => onLeave(request)}
                        aria-label={t(
                          request.status === 'accepted' ? 'myClub.leaveFor' : 'myClub.withdrawFor',
                          { club: request.club.name },
                        )}
                      >
                        {t(request.status === 'accepted' ? 'myClub.leave' : 'myClub.withdraw')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
