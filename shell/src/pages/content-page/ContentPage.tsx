import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import {
  ButtonLink,
  EmptyState,
  PageLoader,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui/core';
import { Article } from '../../components/Prose.tsx';
import { CmsSections } from '../../features/cms/CmsSections.tsx';
import { contentCmsPage } from '../../features/cms/cms-pages.ts';
import { useCmsPage } from '../../features/cms/useCmsPage.ts';
import { useKeywordsMeta } from '../../features/cms/useKeywordsMeta.ts';
import { pageKeyOf } from './page-key.ts';
import styles from './ContentPage.module.css';

/**
 * page/{slug}: a content page. The back office's page `page-{slug}` (per language) replaces the
 * built-in one whose title, description, heading, HTML and image are translated texts.
 */
export default function ContentPage() {
  const { t, i18n } = useTranslation();
  const link = useLinks();
  const slug = useParams().slug ?? '';
  const key = pageKeyOf(slug);
  const base = `pages.${key}`;
  const { page: cms, isLoading } = useCmsPage(key === null ? '' : contentCmsPage(slug));
  const found = key !== null && i18n.exists(`${base}.title`);
  const image = found && i18n.exists(`${base}.image`) ? t(`${base}.image`) : null;
  const html = found ? t(`${base}.content`) : '';
  // Our own texts, sanitised all the same: an admin edits them in the translations editor.
  const safeHtml = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }),
    [html],
  );
  usePageMeta(
    cms
      ? cms.seo.metaTitle || cms.title
      : found
        ? t(`${base}.title`)
        : t('contentPage.notFoundTitle'),
    cms
      ? cms.seo.metaDescription || cms.subtitle
      : found
        ? t(`${base}.description`)
        : t('contentPage.notFoundText'),
    cms ? null : image,
  );
  useKeywordsMeta(cms?.seo.keywords);

  // A page with built-in text shows it (it is prerendered) until the back office's page arrives.
  if (isLoading && key !== null && !found) return <PageLoader />;
  if (cms) {
    return (
      <Article className={styles.page}>
        <h1>{cms.title}</h1>
        {cms.subtitle && <p className={styles.lead}>{cms.subtitle}</p>}
        <CmsSections sections={cms.sections} />
        <aside className={styles.cta} aria-labelledby="content-cta">
          <h2 id="content-cta">{t('contentPage.ctaTitle')}</h2>
          <p>{t('contentPage.ctaText')}</p>
          <ButtonLink to={link('createRequest')}>{t('contentPage.ctaButton')}</ButtonLink>
        </aside>
      </Article>
    );
  }

  if (!found) {
    return (
      <EmptyState
        title={t('contentPage.notFoundTitle')}
        message={t('contentPage.notFoundText')}
        action={<ButtonLink to={link('home')}>{t('contentPage.backHome')}</ButtonLink>}
      />
    );
  }
  return (
    <Article className={styles.page}>
      <p className={styles.eyebrow}>{t(`${base}.title`)}</p>
      <h1>{t(`${base}.heading`)}</h1>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      {image && (
        <img
          className={styles.image}
          src={image}
          alt={t(`${base}.imageAlt`, { defaultValue: '' })}
          width={640}
          height={420}
        />
      )}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: safeHtml }} />
      <aside className={styles.cta} aria-labelledby="content-cta">
        <h2 id="content-cta">{t('contentPage.ctaTitle')}</h2>
        <p>{t('contentPage.ctaText')}</p>
        <ButtonLink to={link('createRequest')}>{t('contentPage.ctaButton')}</ButtonLink>
      </aside>
    </Article>
  );
}
