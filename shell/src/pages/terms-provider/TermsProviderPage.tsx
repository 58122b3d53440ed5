import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@boatcare/shared-ui/core';
import { LastUpdated, LegalSections } from '../../components/LegalDocument.tsx';
import { Article } from '../../components/Prose.tsx';
import { TERMS_PROVIDER_SECTIONS } from '../legal-sections.ts';

export default function TermsProviderPage() {
  const { t } = useTranslation();
  usePageMeta(t('termsProvider.metaTitle'), t('termsProvider.metaDescription'));
  return (
    <Article>
      <h1>{t('termsProvider.title')}</h1>
      <LastUpdated />
      <LegalSections base="termsProvider" sections={TERMS_PROVIDER_SECTIONS} />
    </Article>
  );
}
