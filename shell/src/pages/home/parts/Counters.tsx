import { useTranslation } from 'react-i18next';
import { useSiteCounters } from '../useSiteCounters.ts';
import styles from './Sections.module.css';

export function Counters() {
  const { t, i18n } = useTranslation();
  const counters = useSiteCounters();
  const number = new Intl.NumberFormat(i18n.language === 'da' ? 'da-DK' : 'en-GB');
  const items = [
    { id: 'jobRequests', value: counters.jobRequests },
    { id: 'jobsCompleted', value: counters.jobsCompleted },
  ] as const;
  return (
    <section className={styles.counters} aria-labelledby="counters-title">
      <h2 id="counters-title" className="bc-visually-hidden">
        {t('home.counters.title')}
      </h2>
      <dl className={styles.counterList}>
        {items.map((item) => (
          <div key={item.id} className={styles.counter} data-testid={`counter-${item.id}`}>
            <dt>{t(`home.counters.${item.id}`)}</dt>
            <dd>{number.format(item.value)}+</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
