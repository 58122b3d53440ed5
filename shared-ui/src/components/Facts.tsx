import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Facts.module.css';

/** A label and its value; `wide`: a long value that takes a whole row when facts go in pairs. */
export type Fact = [label: string, value: ReactNode, wide?: boolean];

/**
 * Label and value pairs, as a description list that wraps into columns on wide screens;
 * `narrow` columns for a side panel's short values; `pairs`: two to a row on a phone (term
 * above value) instead of one long column.
 */
export function Facts({
  items,
  narrow = false,
  pairs = false,
}: {
  items: Fact[];
  narrow?: boolean;
  pairs?: boolean;
}) {
  return (
    <dl className={clsx(styles.facts, narrow && styles.narrow, pairs && styles.pairs)}>
      {items.map(([label, value, wide]) => (
        <div key={label} className={clsx(styles.fact, wide && styles.wide)}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
