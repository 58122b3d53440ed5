import { useTranslation } from 'react-i18next';
import type { CmsPage } from '@boatcare/shared-domain/schemas/cms';
import styles from './TermsPage.module.css';

const FALLBACK_SECTIONS = ['fee', 'refund', 'age'] as const;

/** The key points: the back office's 'TermsOfServices' sections, else the built-in fallback text. */
export function TermsSummary({ page, loading }: { page: CmsPage | null; loading: boolean }) {
  const { t } = useTranslation();
  const sections = page
    ? page.sections
        .filter((section) => section.isActive !== false)
        .map((section) => ({
          title: section.title,
          text: section.content || section.description || '',
        }))
    : FALLBACK_SECTIONS.map((id) => ({
        title: t(`terms.fallback.sections.${id}.title`),
        text: t(`terms.fallback.sections.${id}.description`),
      }));
  return (
    <section
      className={styles.summary}
      aria-labelledby="terms-summary"
      aria-busy={loading || undefined}
    >
      <h2 id="terms-summary">{t('terms.summaryTitle')}</h2>
      <ul>
        {sections.map((section) => (
          <li key={section.title}>
            <strong>{section.title}</strong>
            <span>{section.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
