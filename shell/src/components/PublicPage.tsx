import type { ReactNode } from 'react';
import styles from './PublicPage.module.css';

/**
 * A public page (About, FAQ, VIP) under a centred title and lead line; `wide` for a page of
 * cards, `busy` while its content from the back office loads.
 */
export function PublicPage({
  title,
  lead,
  wide = false,
  busy = false,
  children,
}: {
  title: string;
  lead: string;
  wide?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={wide ? `${styles.page} ${styles.wide}` : styles.page}
      aria-busy={busy || undefined}
    >
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{lead}</p>
      </header>
      {children}
    </div>
  );
}
