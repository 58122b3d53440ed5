import { useState } from 'react';
import clsx from 'clsx';
import styles from './Faq.module.css';

export interface FaqCategoryTexts {
  /** `faq-owner-pricing`: the base of the ids of its parts. */
  id: string;
  title: string;
  items: { id: string; q: string; a: string }[];
}

interface Props {
  category: FaqCategoryTexts;
  /** The one open item of the whole tab (`{category id}-{item id}`), or null. */
  openItem: string | null;
  onToggleItem(id: string): void;
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A category of questions: its heading folds the whole category, each question folds its answer. */
export function FaqCategory({ category, openItem, onToggleItem }: Props) {
  const [collapsed, setCollapsed] = useState(false);
  const { id, title, items } = category;
  return (
    <section className={styles.category} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.categoryTitle}>
        <button
          type="button"
          className={styles.categoryButton}
          aria-expanded={!collapsed}
          aria-controls={`${id}-items`}
          onClick={() => setCollapsed((value) => !value)}
        >
          {title}
          <Chevron />
        </button>
      </h2>
      <div id={`${id}-items`} className={clsx(styles.fold, !collapsed && styles.open)}>
        <div className={styles.foldInner}>
          <ul className={styles.items}>
            {items.map(({ id: item, q, a }) => {
              const key = `${id}-${item}`;
              const open = openItem === key;
              return (
                <li key={item} className={clsx(styles.item, open && styles.itemOpen)}>
                  <h3 className={styles.question}>
                    <button
                      type="button"
                      id={`${id}-${item}-q`}
                      aria-expanded={open}
                      aria-controls={`${id}-${item}-a`}
                      onClick={() => onToggleItem(key)}
                    >
                      {q}
                      <Chevron />
                    </button>
                  </h3>
                  <div
                    id={`${id}-${item}-a`}
                    role="region"
                    aria-labelledby={`${id}-${item}-q`}
                    className={clsx(styles.fold, open && styles.open)}
                  >
                    <div className={styles.foldInner}>
                      <p className={styles.answer}>{a}</p>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
