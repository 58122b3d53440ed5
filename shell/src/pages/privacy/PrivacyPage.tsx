import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@boatcare/shared-ui/core';
import { LastUpdated, LegalSections } from '../../components/LegalDocument.tsx';
import { Article } from '../../components/Prose.tsx';
import { PRIVACY_SECTIONS } from '../legal-sections.ts';

export default function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta(t('privacy.metaTitle'), t('privacy.metaDescription'));
  return (
    <Article>
      <h1>{t('privacy.title')}</h1>
      <LastUpdated />
      <LegalSections base="privacy" sections={PRIVACY_SECTIONS} />
    </Article>
  );
}
