import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Card.module.css';
import { SkeletonText } from './Skeleton.tsx';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={clsx(styles.card, className)} {...rest} />;
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export function StatCard({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    <Card className={styles.stat} aria-label={label}>
      <span className={styles.statLabel}>{label}</span>
      <strong className={styles.statValue}>{value}</strong>
      {hint && <span className={styles.statHint}>{hint}</span>}
    </Card>
  );
}

/**
 * The screen's title, subtitle and actions, and a greeting above the title. A text given as `null`
 * is not known yet (it needs the person or the screen's data): its line is drawn at its size with
 * a placeholder, so the screen shows its header before its data and nothing below moves when the
 * text arrives. The shell's frames of the first screens (shell/src/layout/screen-frames.ts) paint
 * this same markup.
 */
export function PageHeader({
  greeting,
  title,
  subtitle,
  actions,
}: {
  /** A short personal line (the person's name): small, so the title stays the largest text. */
  greeting?: string | null;
  title: string | null;
  subtitle?: string | null;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div>
        {greeting === null ? (
          <p className={styles.greeting} aria-hidden="true">
            <SkeletonText width="14ch" />
          </p>
        ) : (
          greeting && <p className={styles.greeting}>{greeting}</p>
        )}
        {title === null ? (
          // Hidden from screen readers until it says something (no empty heading).
          <h1 aria-hidden="true">
            <SkeletonText width="12ch" />
          </h1>
        ) : (
          <h1>{title}</h1>
        )}
        {subtitle === null ? (
          <p className={styles.subtitle} aria-hidden="true">
            <SkeletonText width="24ch" />
          </p>
        ) : (
          subtitle && <p className={styles.subtitle}>{subtitle}</p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}
