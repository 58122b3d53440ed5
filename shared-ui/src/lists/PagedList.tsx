import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import { useListCountText, type ListTotalCount } from './ListCount.tsx';
import styles from './PagedList.module.css';

interface Props<Item> {
  items: readonly Item[];
  itemKey(item: Item): string;
  /**
   * Renders one item. Keep it stable (`useCallback`): a row renders again only when its item
   * or this function changes, so appending a page renders the new rows only.
   */
  renderItem(item: Item): ReactNode;
  /** A page follows (the server's `next`, or rows held back on the client). */
  hasMore: boolean;
  onShowMore(): void;
  /** The next page is on its way. */
  loading?: boolean;
  /** The filter's total, where the server counts it; else the count says "more than N". */
  total?: ListTotalCount | undefined;
  /** Accessible name of the list. */
  label: string;
  /** Class of the `<ul>` (a grid of cards, a plain list). */
  className?: string;
  itemClassName?: string;
}

interface RowProps<Item> {
  item: Item;
  renderItem(item: Item): ReactNode;
  className: string | undefined;
  /** The first row of a page just shown: focus lands here when the button goes away. */
  focusFirst: boolean;
}

function RowOf<Item>({ item, renderItem, className, focusFirst }: RowProps<Item>) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusFirst) ref.current?.focus();
  }, [focusFirst]);
  return (
    <li ref={ref} className={className} tabIndex={focusFirst ? -1 : undefined}>
      {renderItem(item)}
    </li>
  );
}
const Row = memo(RowOf) as typeof RowOf;

/**
 * A list that grows by "Show more": it says how many there are, keeps focus on the button (or
 * moves it to the first new row when the last page came), and announces "N more shown" in a
 * polite live region that is there from the start.
 */
export function PagedList<Item>({
  items,
  itemKey,
  renderItem,
  hasMore,
  onShowMore,
  loading = false,
  total,
  label,
  className,
  itemClassName,
}: Props<Item>) {
  const { t } = useTranslation();
  const countText = useListCountText();
  const [asked, setAsked] = useState<{ before: number } | null>(null);
  const [announced, setAnnounced] = useState('');
  const [focusAt, setFocusAt] = useState<number | null>(null);

  // Once the asked-for page arrives: announce it, and move focus if the button went away.
  useLayoutEffect(() => {
    if (!asked || loading || items.length <= asked.before) return;
    const added = items.length - asked.before;
    setAnnounced(t('pager.moreShown', { count: added }));
    setFocusAt(hasMore ? null : asked.before);
    setAsked(null);
  }, [asked, loading, items.length, hasMore, t]);

  function showMore() {
    if (loading) return;
    setAsked({ before: items.length });
    setFocusAt(null);
    onShowMore();
  }

  return (
    <div className={styles.paged}>
      <p className={styles.count}>
        {countText({ from: Math.min(1, items.length), to: items.length, total, more: hasMore })}
      </p>
      <ul className={className} aria-label={label}>
        {items.map((item, index) => (
          <Row
            key={itemKey(item)}
            item={item}
            renderItem={renderItem}
            className={itemClassName}
            focusFirst={index === focusAt}
          />
        ))}
      </ul>
      {hasMore && (
        <div className={styles.more}>
          {/* aria-disabled, not disabled: a disabled button would drop the focus to <body>. */}
          <Button
            variant="secondary"
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            onClick={showMore}
          >
            {t('pager.showMore')}
          </Button>
        </div>
      )}
      <p className="bc-visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
