import { useTranslation } from 'react-i18next';
import { Prose } from './Prose.tsx';
import styles from './LegalDocument.module.css';

export interface LegalSectionTexts {
  id: string;
  title: string;
  body: string;
}

/** A long text's sections with a table of contents linking to each (`anchor` names their ids). */
export function LegalSectionsView({
  anchor,
  sections,
  contentsLabel,
  level = 2,
}: {
  anchor: string;
  sections: LegalSectionTexts[];
  contentsLabel: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const idOf = (id: string) => `${anchor}-${id}`;
  return (
    <>
      <nav className={styles.toc} aria-label={contentsLabel}>
        <p className={styles.tocTitle}>{contentsLabel}</p>
        <ol>
          {sections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${idOf(id)}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id, title, body }) => (
        <section
          key={id}
          id={idOf(id)}
          aria-labelledby={`${idOf(id)}-title`}
          className={styles.section}
        >
          <Heading id={`${idOf(id)}-title`}>{title}</Heading>
          <Prose text={body} />
        </section>
      ))}
    </>
  );
}

/** The texts of `{base}.sections.{id}.title` and `.body` for each id. */
export function useLegalSections(base: string, ids: readonly string[]): LegalSectionTexts[] {
  const { t } = useTranslation();
  return ids.map((id) => ({
    id,
    title: t(`${base}.sections.${id}.title`),
    body: t(`${base}.sections.${id}.body`),
  }));
}

/** A long text from the translation files, with a table of contents. */
export function LegalSections({
  base,
  sections,
  level = 2,
}: {
  base: string;
  sections: readonly string[];
  level?: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <LegalSectionsView
      anchor={base}
      sections={useLegalSections(base, sections)}
      contentsLabel={t('legal.contents')}
      level={level}
    />
  );
}

export function LastUpdated() {
  const { t } = useTranslation();
  return (
    <p className={styles.updated}>{t('legal.lastUpdated', { date: t('legal.updatedDate') })}</p>
  );
}
