import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubProfile } from '@boatcare/shared-domain/schemas/club';
import { Card } from '@boatcare/shared-ui';
import { isShownLogo, logoSrc } from './logo.ts';
import styles from './ProfilePage.module.css';

/** The profile's header: logo (or the CL initials), the club, who runs it and what it is. */
export function ClubSummary({ club }: { club: ClubProfile }) {
  const { t } = useTranslation();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const owner = `${club.user.first_name} ${club.user.last_name}`.trim();
  // Only web images and uploaded logos are shown; one that fails falls back to the initials.
  const logo = club.logoThumbUrl || club.logoUrl;
  const showLogo = isShownLogo(logo) && failedLogo !== logo;
  return (
    <Card className={styles.summary} aria-labelledby="club-name">
      {showLogo ? (
        <img
          className={styles.logo}
          src={logoSrc(logo)}
          alt={t('clubProfile.logoAlt', { name: club.name })}
          data-testid="club-logo"
          onError={() => setFailedLogo(logo)}
        />
      ) : (
        <span className={styles.initials} role="img" aria-label={t('clubProfile.noLogo')}>
          {t('clubProfile.initials')}
        </span>
      )}
      <div className={styles.details}>
        <h2 id="club-name" className={styles.clubName}>
          {club.name}
        </h2>
        {owner && <p className={styles.owner}>{owner}</p>}
        {club.location && <p className={styles.location}>{club.location}</p>}
        <p className={club.description ? styles.description : styles.placeholder}>
          {club.description || t('clubProfile.noDescription')}
        </p>
      </div>
    </Card>
  );
}
