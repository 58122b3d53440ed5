import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavigation } from '../islands/navigation.tsx';
import styles from './Header.module.css';

/** The brand's sail and name, as the header shows them (index.html's frame too: AppFrame). */
export function BrandMark() {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M4 20h24l-4 6H8z" fill="#5fd0df" />
        <path d="M15 4v14H7z" fill="#fff" />
        <path d="M17 8v10h7z" fill="#cfe9ef" />
      </svg>
      BoatCare
    </>
  );
}

export interface HeaderFrameTexts {
  home: string;
  main: string;
  menu: string;
}

/**
 * The header's bar for visitors and signed-in users alike: the brand, the links (folded under
 * the menu button on narrow screens, closed again when the path changes), and the tools.
 */
export function HeaderFrame({
  path,
  homeHref,
  texts,
  links,
  tools,
  menuBadges,
}: {
  path: string;
  homeHref: string;
  texts: HeaderFrameTexts;
  links: ReactNode;
  tools: ReactNode;
  menuBadges?: ReactNode;
}) {
  const { Link } = useNavigation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(path);
  if (lastPath !== path) {
    setLastPath(path);
    setOpen(false);
  }
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={homeHref} className={styles.brand} aria-label={texts.home}>
          <BrandMark />
        </Link>
        <nav
          id="main-nav"
          aria-label={texts.main}
          className={clsx(styles.nav, open && styles.navOpen)}
        >
          {links}
        </nav>
        <div className={styles.tools}>{tools}</div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="bc-visually-hidden">{texts.menu}</span>
          {menuBadges && <span className={styles.menuBadges}>{menuBadges}</span>}
        </button>
      </div>
    </header>
  );
}

/** A header link, marked as the current page where the path is under it (as NavLink does). */
export function HeaderLink({
  href,
  path,
  className,
  children,
}: {
  href: string;
  path: string;
  className?: string;
  children: ReactNode;
}) {
  const { Link } = useNavigation();
  const current = path === href || path.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      className={clsx(styles.link, className, current && styles.active)}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
