import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@boatcare/shared-ui/core';
import { LastUpdated, LegalSections } from '../../components/LegalDocument.tsx';
import { Article } from '../../components/Prose.tsx';
import { TERMS_USER_SECTIONS } from '../legal-sections.ts';

export default function TermsUserPage() {
  const { t } = useTranslation();
  usePageMeta(t('termsUser.metaTitle'), t('termsUser.metaDescription'));
  return (
    <Article>
      <h1>{t('termsUser.title')}</h1>
      <LastUpdated />
      <LegalSections base="termsUser" sections={TERMS_USER_SECTIONS} />
    </Article>
  );
}
