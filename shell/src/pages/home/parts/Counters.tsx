import { useTranslation } from 'react-i18next';
import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';
import { textLanguage, useLanguage } from '@boatcare/shared-ui/core';
import { Island } from '../../../islands/Island.tsx';
import { useSiteCounters } from '../useSiteCounters.ts';
import styles from './Sections.module.css';

export interface CounterListProps {
  language: 'en' | 'da';
  texts: { jobRequests: string; jobsCompleted: string };
}

/** The two figures (an island): the built-in ones first, then the ones an admin set. */
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

export function Counters() {
  const { t } = useTranslation();
  const language = textLanguage(useLanguage());
  return (
    <section className={styles.counters} aria-labelledby="counters-title">
      <h2 id="counters-title" className="bc-visually-hidden">
        {t('home.counters.title')}
      </h2>
      <Island
        name="counters"
        props={{
          language,
          texts: {
            jobRequests: t('home.counters.jobRequests'),
            jobsCompleted: t('home.counters.jobsCompleted'),
          },
        }}
      />
    </section>
  );
}
