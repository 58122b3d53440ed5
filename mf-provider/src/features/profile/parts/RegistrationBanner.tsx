import { useTranslation } from 'react-i18next';
import { ButtonLink, useLinks } from '@boatcare/shared-ui';
import styles from '../ProfilePage.module.css';

/** Shown while a bidder profile exists but the subscription is unpaid. */
export function RegistrationBanner() {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <section className={styles.banner} aria-labelledby="complete-registration">
      <div>
        <h2 id="complete-registration">{t('supplierProfile.completeTitle')}</h2>
        <p>{t('supplierProfile.completeText')}</p>
      </div>
      <ButtonLink to={link('supplierSubscribe')}>{t('supplierProfile.payNow')}</ButtonLink>
    </section>
  );
}
