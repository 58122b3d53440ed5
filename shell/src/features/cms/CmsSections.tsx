import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import type { CmsPage } from '@boatcare/shared-domain/schemas/cms';
import styles from './CmsSections.module.css';

/**
 * The active sections of a back-office page: title, image and HTML content. The server
 * sanitises the HTML when it is saved; it is sanitised here again all the same.
 */
export function CmsSections({ sections }: { sections: CmsPage['sections'] }) {
  const safe = useMemo(
    () =>
      sections
        .filter((section) => section.isActive !== false)
        .map((section) => ({
          ...section,
          html: DOMPurify.sanitize(section.content ?? '', { USE_PROFILES: { html: true } }),
        })),
    [sections],
  );
  if (safe.length === 0) return null;
  return (
    <div className={styles.sections}>
      {safe.map((section, index) => (
        <section key={section.sectionId ?? index} className={styles.section}>
          {section.title && <h2>{section.title}</h2>}
          {section.imageUrl && (
            <img className={styles.image} src={section.imageUrl} alt="" loading="lazy" />
          )}
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </div>
  );
}
