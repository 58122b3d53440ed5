import { useTranslation } from 'react-i18next';
import { Button } from '@boatcare/shared-ui';
import styles from './shared.module.css';

/** Previous and Next for a paged list, with where we are. */
export function Pager({
  meta,
  onPage,
}: {
  meta: { total: number; page: number; limit: number };
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button
        variant="secondary"
        size="small"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">
        {t('pager.status', { page: meta.page, pages, total: meta.total })}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
