import type { ReactNode } from 'react';
import styles from './shared.module.css';

/** Label and value pairs, as a description list that wraps into columns on wide screens. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
