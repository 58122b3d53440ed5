import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import styles from './Card.module.css';

/** A failed load, with the reason and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  children,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** The action in place of "Try again". */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className={styles.state} role="alert">
      <h2>{title ?? t('common.errorTitle')}</h2>
      {message && <p>{message}</p>}
      {children ??
        (onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ))}
    </Card>
  );
}

/** A call that could not reach BoatCare (no network, timed out): say so, and try again. */
export function OfflineState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState title={t('common.offlineTitle')} message={t('common.offlineText')}>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ErrorState>
  );
}

export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <Card className={styles.state}>
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {action}
    </Card>
  );
}
