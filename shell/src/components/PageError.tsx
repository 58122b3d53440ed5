import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@boatcare/shared-ui/core';
import styles from './PageError.module.css';

/**
 * A shell page that failed to load or render, most often because a new deploy replaced the
 * chunk it needed: says so, and reloads the page on request. The header and footer stay.
 */
export function PageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('A shell page failed', error), [error]);
  return (
    <Card className={styles.card} role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <Button onClick={() => location.reload()}>{t('pageError.reload')}</Button>
    </Card>
  );
}
