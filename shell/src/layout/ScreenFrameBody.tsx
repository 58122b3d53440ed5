import { pathTo, type Language } from '@boatcare/shared-domain/core';
import { buttonClasses, Card, PageHeader, SkeletonText } from '@boatcare/shared-ui/core';
import type { ScreenFrame } from './screen-frames.ts';
import styles from './Layout.module.css';

const BLOCKS = { cards: 4, list: 3, form: 1 } as const;

/**
 * A screen's frame inside `<main>` (AppFrame): its PageHeader, as the screen renders it, and
 * grey blocks where its data goes. `t` gives the texts in the page's language.
 */
export function ScreenFrameBody({
  frame,
  language,
  t,
}: {
  frame: ScreenFrame;
  language: Language;
  t: (key: string) => string;
}) {
  const text = (key: string | null) => (key === null ? null : t(key));
  return (
    <>
      <PageHeader
        title={text(frame.title)}
        subtitle={text(frame.subtitle)}
        actions={
          frame.actions?.length
            ? frame.actions.map((action) => (
                <a
                  key={action.label}
                  className={buttonClasses({ variant: action.variant })}
                  href={pathTo(language, action.to)}
                >
                  {t(action.label)}
                </a>
              ))
            : undefined
        }
      />
      <div className={styles[`frame-${frame.body}`]}>
        {Array.from({ length: BLOCKS[frame.body] }, (_, index) => (
          <Card key={index} className={styles.frameBlock}>
            <SkeletonText width="40%" />
          </Card>
        ))}
      </div>
    </>
  );
}
