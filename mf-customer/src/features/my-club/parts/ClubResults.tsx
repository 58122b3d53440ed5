import { useTranslation } from 'react-i18next';
import type { ClubSummary } from '@boatcare/shared-domain/schemas/membership';
import type { MembershipStatus } from '@boatcare/shared-domain/core';
import * as club from '@boatcare/shared-domain/endpoints/club';
import { Badge, Button, QueryState, useEndpoint } from '@boatcare/shared-ui';
import { ClubLogo } from './ClubLogo.tsx';
import { STATUS_TONE } from './MyRequests.tsx';
import styles from '../MyClubPage.module.css';

/** Search results: Join Club, or the caller's status at that club. */
export function ClubResults({
  q,
  onJoin,
}: {
  q: string;
  onJoin(club: ClubSummary, again: boolean): void;
}) {
  const { t } = useTranslation();
  const results = useEndpoint(
    club.search,
    { query: { q } },
    { select: ({ data }) => data, enabled: q.length > 0, meta: { errorKey: 'myClub.loadFailed' } },
  );
  if (!q) return null;
  const action = (club: ClubSummary, status: MembershipStatus | null) => {
    if (status === null || status === 'denied') {
      return (
        <Button
          size="small"
          variant={status === 'denied' ? 'secondary' : 'primary'}
          onClick={() => onJoin(club, status === 'denied')}
          aria-label={t('myClub.joinFor', { club: club.name })}
        >
          {t(status === 'denied' ? 'myClub.joinAgain' : 'myClub.join')}
        </Button>
      );
    }
    return (
      <Badge tone={STATUS_TONE[status]}>
        {t(status === 'pending' ? 'myClub.status.pending' : 'myClub.member')}
      </Badge>
    );
  };
  return (
    <section className={styles.section} aria-labelledby="my-club-results">
      <h2 id="my-club-results" className={styles.heading}>
        {t('myClub.resultsTitle')}
      </h2>
      <QueryState query={results} errorKey="myClub.loadFailed">
        {(clubs) =>
          clubs.length === 0 ? (
            <p className={styles.muted}>{t('myClub.noResults', { q })}</p>
          ) : (
            <ul className={styles.list}>
              {clubs.map((club) => (
                <li key={club.id} className={styles.item}>
                  <ClubLogo name={club.name} logoUrl={club.logoUrl} />
                  <div className={styles.who}>
                    <strong className={styles.name}>{club.name}</strong>
                    <span className={styles.muted}>{club.location}</span>
                  </div>
                  <div className={styles.actions}>{action(club, club.membershipStatus)}</div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
