import type { ReactNode } from 'react';
import { Card } from '@boatcare/shared-ui/core';
import styles from './AuthCard.module.css';

/** The narrow card the account screens (register, password recovery, settings) sit in. */
export function AuthCard({
  title,
  subtitle,
  wide,
  children,
}: {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <div>
          <h1>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </Card>
    </div>
  );
}

/** A column of form fields with even spacing. */
export function FormStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** Links under a form: one per line on small screens. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}
