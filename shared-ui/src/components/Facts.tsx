import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Facts.module.css';

/**
 * Label and value pairs, as a description list that wraps into columns on wide screens;
 * `narrow` columns for a side panel's short values.
 */
export function Facts({
  items,
  narrow = false,
}: {
  items: [label: string, value: ReactNode][];
  narrow?: boolean;
}) {
  return (
    <dl className={clsx(styles.facts, narrow && styles.narrow)}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
