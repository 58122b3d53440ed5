import type { ReactNode } from 'react';
import { navigationFor, pathTo, type Language } from '@boatcare/shared-domain/core';
import {
  buttonClasses,
  PageHeader,
  sidebarLayout,
  SkeletonBlocks,
  SkeletonText,
} from '@boatcare/shared-ui/core';
import styles from './Layout.module.css';
import type { FrameAction, ScreenFrame } from './screen-frames.ts';

type Texts = (key: string) => string;

/**
 * A screen's frame inside `<main>` (AppFrame): its PageHeader, as the screen renders it, and
 * grey blocks where its data goes, beside the back office's sidebar for its screens. `t` gives
 * the texts in the page's language.
 */
export function ScreenFrameBody({
  frame,
  language,
  t,
}: {
  frame: ScreenFrame;
  language: Language;
  t: Texts;
}) {
  const text = (key: string | null) => (key === null ? null : t(key));
  const action = ({ label, to, variant }: FrameAction) => {
    const className = buttonClasses({ variant });
    return to ? (
      <a key={label} className={className} href={pathTo(language, to)}>
        {t(label)}
      </a>
    ) : (
      <button key={label} type="button" className={className}>
        {t(label)}
      </button>
    );
  };
  const screen = (
    <>
      {frame.back === null && (
        <p className={styles.frameBack}>
          <SkeletonText width="14ch" />
        </p>
      )}
      <PageHeader
        greeting={frame.greeting}
        title={text(frame.title)}
        subtitle={text(frame.subtitle)}
        actions={frame.actions?.length ? frame.actions.map(action) : undefined}
      />
      <SkeletonBlocks shape={frame.body} />
    </>
  );
  return frame.sidebar ? (
    <AdminSidebar frame={frame} language={language} t={t}>
      {screen}
    </AdminSidebar>
  ) : (
    screen
  );
}

/** mf-admin's AdminLayout as it first renders (closed on a phone), with the screen's link current. */
function AdminSidebar({
  frame,
  language,
  t,
  children,
}: {
  frame: ScreenFrame;
  language: Language;
  t: Texts;
  children: ReactNode;
}) {
  return (
    <div className={sidebarLayout.layout}>
      <nav className={sidebarLayout.sidebar}>
        <button type="button" className={sidebarLayout.toggle}>
          {t('adminLayout.menu')}
        </button>
        <ul className={sidebarLayout.links}>
          {navigationFor('admin', 'sidebar').map(({ name, labelKey }) => (
            <li key={name}>
              <a
                href={pathTo(language, name)}
                className={name === frame.screen ? sidebarLayout.active : undefined}
              >
                {t(labelKey)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={sidebarLayout.logout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className={sidebarLayout.content}>{children}</div>
    </div>
  );
}
