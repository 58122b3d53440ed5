import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Tabs.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them), only the
 * selected tab is in the tab order, and its panel follows in the page.
 */
export function Tabs<Id extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The ids' base; needed in an island, whose generated ids would differ from the page's. */
  id?: string;
  label: string;
  tabs: TabItem<Id>[];
  selected: Id;
  onSelect(id: NoInfer<Id>): void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const generated = useId();
  const base = id ?? generated;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={clsx(styles.tab, tab.id === selected && styles.selected)}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${selected}`}
        tabIndex={0}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
