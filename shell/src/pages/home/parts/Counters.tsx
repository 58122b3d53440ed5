import { useTranslation } from 'react-i18next';
import { textLanguage, useLanguage } from '@boatcare/shared-ui/core';
import { Island } from '../../../islands/Island.tsx';
import styles from './Sections.module.css';

/** The figures section; the figures themselves are the `counters` island. */
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
