import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/**
 * A grey bar where a value will be, inside a block drawn at its full size while its data loads
 * (a stat card with its label), so nothing below moves when the data arrives (issue 28: layout
 * shift). Hidden from screen readers: the block says what it is.
 */
export function SkeletonText({ width = '4ch' }: { width?: CSSProperties['width'] }) {
  return <span className={styles.bar} style={{ width }} aria-hidden="true" />;
}
