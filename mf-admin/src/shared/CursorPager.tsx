import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@boatcare/shared-ui';
import styles from './admin.module.css';

/**
 * The pages of a keyset-paged list (docs/adr/0014-keyset-paging.md): the cursors of the pages
 * seen so far, so Previous goes back without a page number on the server. A change of
 * `filterKey` (the filters, serialised) starts again at the first page.
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({
    key: filterKey,
    cursors: [],
  });
  const cursors = state.key === filterKey ? state.cursors : [];
  return {
    /** The cursor to ask with (undefined: the first page). */
    after: cursors.at(-1),
    /** 1-based number of the page shown. */
    page: cursors.length + 1,
    next: (cursor: string) => setState({ key: filterKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: filterKey, cursors: cursors.slice(0, -1) }),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/** Previous, "Page n" and Next under an admin list; Next asks for the page after `next`. */
export function CursorPager({
  pages,
  next,
  statusKey = 'adminLayout.cursorStatus',
}: {
  pages: CursorPages;
  /** The answer's cursor of the following page (null on the last). */
  next: string | null;
  statusKey?: string;
}) {
  const { t } = useTranslation();
  if (pages.page === 1 && next === null) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button variant="secondary" size="small" disabled={pages.page <= 1} onClick={pages.previous}>
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">{t(statusKey, { page: pages.page })}</span>
      <Button
        variant="secondary"
        size="small"
        disabled={next === null}
        onClick={() => next && pages.next(next)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
