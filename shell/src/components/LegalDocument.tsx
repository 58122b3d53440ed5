import { useTranslation } from 'react-i18next';
import { Prose } from './Prose.tsx';
import styles from './LegalDocument.module.css';

/**
 * A long text from the translation files: `{base}.sections.{id}.title` and `.body` for each id,
 * with a table of contents linking to each section.
 */
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
  const Heading = level === 2 ? 'h2' : 'h3';
  const anchor = (id: string) => `${base}-${id}`;
  return (
    <>
      <nav className={styles.toc} aria-label={t('legal.contents')}>
        <p className={styles.tocTitle}>{t('legal.contents')}</p>
        <ol>
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${anchor(id)}`}>{t(`${base}.sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((id) => (
        <section
          key={id}
          id={anchor(id)}
          aria-labelledby={`${anchor(id)}-title`}
          className={styles.section}
        >
          <Heading id={`${anchor(id)}-title`}>{t(`${base}.sections.${id}.title`)}</Heading>
          <Prose text={t(`${base}.sections.${id}.body`)} />
        </section>
      ))}
    </>
  );
}

export function LastUpdated() {
  const { t } = useTranslation();
  return (
    <p className={styles.updated}>{t('legal.lastUpdated', { date: t('legal.updatedDate') })}</p>
  );
}
