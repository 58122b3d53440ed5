import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, useCurrentUser, useLinks } from '@boatcare/shared-ui/core';
import { registerPath } from '../../register/register-path.ts';
import { useStartRequestLink } from '../useStartRequestLink.ts';
import styles from './Sections.module.css';

/** The closing band: an owner's next step, and a visitor's way in as a provider. */
export function CallToAction() {
  const { t } = useTranslation();
  const link = useLinks();
  const start = useStartRequestLink();
  const visitor = useCurrentUser() === null;
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <h2 id="cta-title">{t('home.ctaBand.title')}</h2>
      <p>{t('home.ctaBand.text')}</p>
      <ButtonLink to={start} className={styles.ctaButton}>
        {t('home.ctaBand.button')}
      </ButtonLink>
      {visitor && (
        <p className={styles.providerLine}>
          {t('home.ctaBand.providerText')}{' '}
          <Link to={registerPath(link('register'), { as: 'provider' })}>
            {t('home.ctaBand.providerLink')}
          </Link>
        </p>
      )}
    </section>
  );
}
