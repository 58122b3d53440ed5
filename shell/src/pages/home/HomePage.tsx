import { useTranslation } from 'react-i18next';
import { ButtonLink, useLinks, usePageMeta } from '@boatcare/shared-ui';
import styles from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <ButtonLink to={link('createRequest')}>{t('home.cta')}</ButtonLink>
      </div>
    </section>
  );
}
