import type { ReactNode } from 'react';
import styles from './DashboardSection.module.css';

/**
 * A titled part of a dashboard under its headline figures: a row of stat cards, or of links
 * (`links`). `id` names the heading the section is labelled by.
 */
export function DashboardSection({
  id,
  title,
  links = false,
  children,
}: {
  id: string;
  title: string;
  links?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={links ? styles.links : styles.stats}>{children}</div>
    </section>
  );
}
