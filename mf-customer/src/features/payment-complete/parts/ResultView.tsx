import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Card } from '@boatcare/shared-ui';
import styles from '../PaymentCompletePage.module.css';

type Tone = 'success' | 'pending' | 'failed' | 'loading';

const ICONS: Record<Exclude<Tone, 'loading'>, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  pending: 'M12 7v5l3 2',
  failed: 'M7 7l10 10M17 7L7 17',
};

/** One result of a payment: an icon, a heading, what it means and what to do next. */
export function ResultView({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className={styles.result} role={tone === 'failed' ? 'alert' : 'status'}>
      <span className={clsx(styles.icon, styles[tone])} aria-hidden="true">
        {tone === 'loading' ? (
          <span className={styles.spin} />
        ) : (
          <svg
            viewBox="0 0 24 24"
            width="34"
            height="34"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {tone === 'pending' && <circle cx="12" cy="12" r="8.5" />}
            <path d={ICONS[tone]} />
          </svg>
        )}
      </span>
      <h1 className={styles.title}>{title}</h1>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Card>
  );
}
