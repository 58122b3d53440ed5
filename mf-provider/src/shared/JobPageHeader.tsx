import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './JobPageHeader.module.css';

interface Props {
  /** The list the page was opened from: where the back link goes, and its text. */
  back: { to: string; label: string };
  /** The boat's name. */
  title: string;
  /** Where the boat lies. */
  place: string;
  /** What stands at the right of the heading (the price estimate, the job's status). */
  children?: ReactNode;
}

/** The head of a job's page (the open request and the job being worked): back link, boat, place. */
export function JobPageHeader({ back, title, place, children }: Props) {
  return (
    <>
      <p className={styles.back}>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <header className={styles.header}>
        <div>
          <h1>{title}</h1>
          <p className={styles.place}>{place}</p>
        </div>
        {children}
      </header>
    </>
  );
}
