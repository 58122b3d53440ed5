import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';
import { useSiteCounters } from '../useSiteCounters.ts';
import styles from './Sections.module.css';

export interface CounterListProps {
  language: 'en' | 'da';
  texts: { jobRequests: string; jobsCompleted: string };
}

/**
 * The two figures (an island, in a file of its own so the island registry does not import the
 * section that places it): the built-in ones first, then the ones an admin set.
 */
export function CounterList({ language, texts }: CounterListProps) {
  const counters = useSiteCounters();
  const number = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language]);
  return (
    <dl className={styles.counterList}>
      {(['jobRequests', 'jobsCompleted'] as const).map((id) => (
        <div key={id} className={styles.counter} data-testid={`counter-${id}`}>
          <dt>{texts[id]}</dt>
          <dd>{number.format(counters[id])}+</dd>
        </div>
      ))}
    </dl>
  );
}
