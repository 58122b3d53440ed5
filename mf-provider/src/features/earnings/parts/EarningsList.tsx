import type { ReactNode } from 'react';
import { Card, EmptyState } from '@boatcare/shared-ui';
import styles from '../EarningsPage.module.css';

export interface EarningsRow {
  key: string;
  jobId: string;
  title: string;
  /** The line under the title. */
  detail: ReactNode;
  /** What stands at the row's end (the amount, its state). */
  end: ReactNode;
}

interface Props {
  id: string;
  title: string;
  emptyTitle: string;
  /** `data-testid` of each row. */
  testId: string;
  rows: EarningsRow[];
}

/** One card of the earnings page: a titled list of jobs or payouts, or its empty state. */
export function EarningsList({ id, title, emptyTitle, testId, rows }: Props) {
  return (
    <Card className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row} data-testid={testId} data-job={row.jobId}>
              <div>
                <strong>{row.title}</strong>
                <span className={styles.muted}>{row.detail}</span>
              </div>
              {row.end}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
