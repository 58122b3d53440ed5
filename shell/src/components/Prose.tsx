import type { ReactNode } from 'react';
import styles from './Prose.module.css';

/**
 * Text from the translation files as paragraphs: a blank line separates paragraphs, and a
 * paragraph whose lines start with "- " is a list. Plain text only, never HTML.
 */
export function Prose({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={i} className={styles.list}>
              {lines.map((line, j) => (
                <li key={j}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{block}</p>;
      })}
    </>
  );
}

/** A readable column for long texts (legal pages, content pages). */
export function Article({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <article className={className ? `${styles.article} ${className}` : styles.article}>
      {children}
    </article>
  );
}
