import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@boatcare/shared-ui';
import styles from './admin.module.css';

/** One column of an admin list: its header, its cell, and how it sits. */
export interface Column<Row> {
  /** React key of the column (unique in the list). */
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** `end` for amounts (right-aligned, tabular figures). */
  align?: 'start' | 'end';
  /** A CSS width, e.g. `3rem` for a checkbox column. */
  width?: string;
  /** Long text that wraps instead of widening the table. */
  wrap?: boolean;
  /** The row's name: a row header (`<th scope="row">`), linked when the list has `rowLink`. */
  rowHeader?: boolean;
  /** Shown dimmed (ids, references). */
  muted?: boolean;
  /** Extra class of the cells (and of the header when `headerClassName` is not given). */
  className?: string;
}

interface Props<Data, Row> {
  query: UseQueryResult<Data>;
  /** Translation key of the load failure. */
  errorKey: string;
  /** The rows of an answer (`(page) => page.items`). */
  rows(data: Data): readonly Row[];
  rowKey(row: Row): string;
  columns: readonly Column<Row>[];
  /** Accessible name of the scrolling region (and the table's caption, visually hidden). */
  label: string;
  /** What shows when there are no rows (an EmptyState). */
  empty: ReactNode;
  /** Filters above the list; they stay while it loads or fails. */
  filters?: ReactNode;
  /** Above the table once loaded (totals, counts). */
  summary?(data: Data): ReactNode;
  /** Under the table when it has rows (a CursorPager); `loading`: the next answer is on its way. */
  pager?(data: Data, loading: boolean): ReactNode;
  /** Where the row-header cell links to. */
  rowLink?(row: Row): string;
  /** Extra attributes of a row (`data-testid`, a selected class). */
  rowProps?(row: Row): HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** A caption read by screen readers. */
  caption?: string;
}

const cellClass = <Row,>(column: Column<Row>) =>
  [
    column.align === 'end' && styles.number,
    column.wrap && styles.wrap,
    column.muted && styles.muted,
    column.className,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * The back office's list: filters, then loading, failure (with retry) or the table, each
 * column declared once, and a pager. The table scrolls sideways on a phone (the region is
 * focusable for keyboards) and dims while the next answer loads.
 */
export function AdminList<Data, Row>({
  query,
  errorKey,
  rows,
  rowKey,
  columns,
  label,
  empty,
  filters,
  summary,
  pager,
  rowLink,
  rowProps,
  caption,
}: Props<Data, Row>) {
  return (
    <>
      {filters}
      <QueryState query={query} errorKey={errorKey}>
        {(data) => {
          const shown = rows(data);
          return (
            <>
              {summary?.(data)}
              {shown.length === 0 ? (
                empty
              ) : (
                <>
                  <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
                    <table
                      className={styles.table}
                      aria-busy={query.isPlaceholderData || undefined}
                    >
                      {caption && <caption className="bc-visually-hidden">{caption}</caption>}
                      <thead>
                        <tr>
                          {columns.map((column) => (
                            <th
                              key={column.key}
                              scope="col"
                              className={cellClass({ ...column, muted: false })}
                              style={column.width ? { width: column.width } : undefined}
                            >
                              {column.header}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {shown.map((row) => (
                          <tr key={rowKey(row)} {...rowProps?.(row)}>
                            {columns.map((column) => {
                              const content = column.cell(row);
                              if (!column.rowHeader) {
                                return (
                                  <td key={column.key} className={cellClass(column)}>
                                    {content}
                                  </td>
                                );
                              }
                              return (
                                <th key={column.key} scope="row" className={cellClass(column)}>
                                  {rowLink ? <Link to={rowLink(row)}>{content}</Link> : content}
                                </th>
                              );
                            })}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {pager?.(data, query.isPlaceholderData)}
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
