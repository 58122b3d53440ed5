import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useListCountText, type ListTotalCount } from '@boatcare/shared-ui';
import styles from './admin.module.css';

/** The admin lists' page size unless a list names its own. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * The pages of a keyset-paged list (docs/adr/0014-keyset-paging.md): the cursors of the pages
 * seen so far, so Previous goes back without a page number on the server. A change of
 * `filterKey` (the filters, serialised) starts again at the first page.
 */
export function useCursorPages(filterKey: string, limit = ADMIN_PAGE_SIZE) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({
    key: filterKey,
    cursors: [],
  });
  const cursors = state.key === filterKey ? state.cursors : [];
  return {
    /** The cursor to ask with (undefined: the first page). */
    after: cursors.at(-1),
    /** Rows a page (every page before the last is full). */
    limit,
    /** 1-based number of the page shown. */
    page: cursors.length + 1,
    next: (cursor: string) => setState({ key: filterKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: filterKey, cursors: cursors.slice(0, -1) }),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * Under an admin list: which rows these are and how many there are ("51–100 of 1,001", or
 * "of more than N" where the server does not count), then Previous, "Page n" and Next.
 */
export function CursorPager({
  pages,
  page,
  loading = false,
}: {
  pages: CursorPages;
  /** The answer: its rows, the cursor of the following page (null on the last), its total. */
  page: { items: readonly unknown[]; next: string | null; total?: ListTotalCount };
  /**
   * The asked page is on its way and `page` is still the one before: no count, and no Next or
   * Previous (they would page from the shown answer's cursor, not the asked one's).
   */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const countText = useListCountText();
  const before = (pages.page - 1) * pages.limit;
  const count = countText({
    from: before + 1,
    to: before + page.items.length,
    total: page.total,
    more: page.next !== null,
  });
  if (pages.page === 1 && page.next === null) {
    return <p className={styles.pagerCount}>{count}</p>;
  }
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button
        variant="secondary"
        size="small"
        disabled={loading || pages.page <= 1}
        onClick={pages.previous}
      >
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">
        {t('adminLayout.cursorStatus', { page: pages.page })}
        {!loading && ` · ${count}`}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={loading || page.next === null}
        onClick={() => page.next && pages.next(page.next)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
