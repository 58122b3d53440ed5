import type { ReactNode } from 'react';
import styles from './ListCard.module.css';

/** A list card's line of details (type, material, length; or the address). */
export function CardMeta({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>;
}

/** A list card's description, clamped to two lines. */
export function CardText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A list card's figures: `<div><dt/><dd/></div>` pairs in one wrapping row. */
export function CardFigures({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>;
}
