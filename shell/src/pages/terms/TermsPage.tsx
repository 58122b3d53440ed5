import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLinks, usePageMeta } from '@boatcare/shared-ui/core';
import { LastUpdated, LegalSections } from '../../components/LegalDocument.tsx';
import { Article } from '../../components/Prose.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useCmsPage } from '../../features/cms/useCmsPage.ts';
import { TERMS_PROVIDER_SECTIONS, TERMS_USER_SECTIONS } from '../legal-sections.ts';
import { TermsSummary } from './TermsSummary.tsx';
import styles from './TermsPage.module.css';

type Audience = 'owner' | 'provider';
const AUDIENCES = {
  owner: { base: 'termsUser', sections: TERMS_USER_SECTIONS, route: 'termsUser' },
  provider: { base: 'termsProvider', sections: TERMS_PROVIDER_SECTIONS, route: 'termsProvider' },
} as const;

export default function TermsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const [params, setParams] = useSearchParams();
  const audience: Audience = params.get('tab') === 'provider' ? 'provider' : 'owner';
  const { page, isLoading } = useCmsPage('TermsOfServices');
  usePageMeta(
    page?.seo.metaTitle || t('terms.metaTitle'),
    page?.seo.metaDescription || t('terms.metaDescription'),
  );
  const current = AUDIENCES[audience];
  return (
    <Article>
      <h1>{page?.title || t('terms.title')}</h1>
      <LastUpdated />
      <p className={styles.intro}>{page?.subtitle || t('terms.intro')}</p>
      <TermsSummary page={page} loading={isLoading} />
      <Tabs
        label={t('terms.tabsLabel')}
        tabs={[
          { id: 'owner', label: t('terms.tabs.owner') },
          { id: 'provider', label: t('terms.tabs.provider') },
        ]}
        selected={audience}
        onSelect={(id) => setParams(id === 'owner' ? {} : { tab: id }, { replace: true })}
      >
        <h2 className={styles.panelTitle}>{t(`${current.base}.title`)}</h2>
        <LegalSections key={audience} base={current.base} sections={current.sections} level={3} />
        <p>
          <Link to={link(current.route)}>
            {t('terms.openFull', { audience: t(`terms.tabs.${audience}`).toLowerCase() })}
          </Link>
        </p>
      </Tabs>
    </Article>
  );
}
