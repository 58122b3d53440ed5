import { useTranslation } from 'react-i18next';
import { Button } from '@boatcare/shared-ui';
import styles from './admin.module.css';

/** Previous and Next for a paged admin list, with 'Page x of y — Total n …'. */
export function Pager({
  meta,
  statusKey = 'adminLayout.pagerStatus',
  onPage,
}: {
  meta: { total: number; page: number; limit: number };
  statusKey?: string;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
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
      <span aria-live="polite">{t(statusKey, { page: meta.page, pages, count: meta.total })}</span>
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
