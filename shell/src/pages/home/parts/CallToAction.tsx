import { useTranslation } from 'react-i18next';
import { ButtonLink, useLinks } from '@boatcare/shared-ui/core';
import styles from './Sections.module.css';

export function CallToAction() {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <h2 id="cta-title">{t('home.ctaBand.title')}</h2>
      <p>{t('home.ctaBand.text')}</p>
      <ButtonLink to={link('createRequest')} className={styles.ctaButton}>
        {t('home.ctaBand.button')}
      </ButtonLink>
    </section>
  );
}
