import { useTranslation } from 'react-i18next';
import { useLinks, usePageMeta } from '@boatcare/shared-ui/core';
import { LastUpdated, useLegalSections } from '../../components/LegalDocument.tsx';
import { Article } from '../../components/Prose.tsx';
import { CMS_PAGES } from '../../features/cms/cms-pages.ts';
import { useCmsPage } from '../../features/cms/useCmsPage.ts';
import { Island } from '../../islands/Island.tsx';
import { TERMS_PROVIDER_SECTIONS, TERMS_USER_SECTIONS } from '../legal-sections.ts';
import type { Audience } from './TermsAudiences.tsx';
import { TermsSummary } from './TermsSummary.tsx';
import styles from './TermsPage.module.css';

const AUDIENCES = {
  owner: { base: 'termsUser', sections: TERMS_USER_SECTIONS, route: 'termsUser' },
  provider: { base: 'termsProvider', sections: TERMS_PROVIDER_SECTIONS, route: 'termsProvider' },
} as const;

export default function TermsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const { page, isLoading } = useCmsPage(CMS_PAGES.terms);
  usePageMeta(
    page?.seo.metaTitle || t('terms.metaTitle'),
    page?.seo.metaDescription || t('terms.metaDescription'),
  );
  const sections = {
    owner: useLegalSections(AUDIENCES.owner.base, AUDIENCES.owner.sections),
    provider: useLegalSections(AUDIENCES.provider.base, AUDIENCES.provider.sections),
  };
  const audience = (id: Audience) => {
    const { base, route } = AUDIENCES[id];
    return {
      anchor: base,
      title: t(`${base}.title`),
      sections: sections[id],
      full: {
        href: link(route),
        text: t('terms.openFull', { audience: t(`terms.tabs.${id}`).toLowerCase() }),
      },
    };
  };
  return (
    <Article>
      <h1>{page?.title || t('terms.title')}</h1>
      <LastUpdated />
      <p className={styles.intro}>{page?.subtitle || t('terms.intro')}</p>
      <TermsSummary page={page} loading={isLoading} />
      <Island
        name="termsAudiences"
        props={{
          texts: {
            tabsLabel: t('terms.tabsLabel'),
            contentsLabel: t('legal.contents'),
            tabs: { owner: t('terms.tabs.owner'), provider: t('terms.tabs.provider') },
          },
          audiences: { owner: audience('owner'), provider: audience('provider') },
        }}
      />
    </Article>
  );
}
