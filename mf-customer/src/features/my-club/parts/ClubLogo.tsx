import { useTranslation } from 'react-i18next';
import { imageSrc } from '../../../shared/images.ts';
import styles from '../MyClubPage.module.css';

/** The club's logo (an uploaded one is a path on the API's origin), or its initials when it has none. */
export function ClubLogo({ name, logoUrl }: { name: string; logoUrl: string }) {
  const { t } = useTranslation();
  if (logoUrl) {
    return (
      <img
        className={styles.logo}
        src={imageSrc(logoUrl)}
        alt={t('myClub.logoAlt', { club: name })}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={styles.logo} aria-hidden="true">
      {initials}
    </span>
  );
}
