import { useTranslation } from 'react-i18next';
import { ButtonLink, useLinks, usePageMeta } from '@boatcare/shared-ui/core';
import { Prose } from '../../components/Prose.tsx';
import { ABOUT_SECTIONS } from '../legal-sections.ts';
import { PublicPage } from '../../components/PublicPage.tsx';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('about.metaTitle'), t('about.metaDescription'));
  return (
    <PublicPage title={t('about.title')} lead={t('about.subtitle')}>
      {ABOUT_SECTIONS.map((id, i) => (
        <section key={id} className={styles.section} aria-labelledby={`about-${id}`}>
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <h2 id={`about-${id}`}>{t(`about.sections.${id}.title`)}</h2>
            <Prose text={t(`about.sections.${id}.body`)} />
          </div>
        </section>
      ))}
      <div className={styles.actions}>
        <ButtonLink to={link('createRequest')}>{t('home.ctaBand.button')}</ButtonLink>
        <ButtonLink to={link('faq')} variant="secondary">
          {t('footer.faq')}
        </ButtonLink>
      </div>
    </PublicPage>
  );
}
