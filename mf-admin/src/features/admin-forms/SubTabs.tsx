import { useRef, type KeyboardEvent } from 'react';
import styles from './SubTabs.module.css';

export interface SubTab<K extends string> {
  key: K;
  label: string;
}

/**
 * A row of tabs (WAI-ARIA tabs: arrow keys move between them). The panel is the caller's,
 * labelled by `tabId(idBase, key)` and identified by `panelId(idBase, key)`.
 */
export function SubTabs<K extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  tabs: SubTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, next.key))}`)?.focus();
  }
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={tabId(idBase, tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={panelId(idBase, tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const panelId = (base: string, key: string) => `${base}-panel-${key}`;
