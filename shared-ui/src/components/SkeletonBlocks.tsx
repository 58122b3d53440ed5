import { Card } from './Card.tsx';
import { SkeletonText } from './Skeleton.tsx';
import styles from './Skeleton.module.css';

const COUNT = { cards: 4, list: 3, form: 1, row: 1 } as const;

/**
 * The shape of a screen's body while its data loads: stat cards, a list of cards, one form; or one
 * row, for a list in a lower section of a screen (about one item's height: the sections below
 * move little whether the list turns out empty or short).
 */
export type SkeletonShape = keyof typeof COUNT;

/**
 * Grey cards where a screen's data will be: the shell's frame of a first screen paints them
 * before any script (shell/src/layout/screen-frames.ts), and the screen shows the same while its
 * data loads, so the page does not change its look twice. Hidden from screen readers.
 */
export function SkeletonBlocks({ shape }: { shape: SkeletonShape }) {
  return (
    <div className={styles[shape]} aria-hidden="true">
      {Array.from({ length: COUNT[shape] }, (_, index) => (
        <Card key={index} className={styles.block}>
          <SkeletonText width="40%" />
        </Card>
      ))}
    </div>
  );
}
