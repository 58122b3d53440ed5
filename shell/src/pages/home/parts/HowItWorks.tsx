import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';
import styles from './Sections.module.css';

const STEPS: { id: string; icon: IconName }[] = [
  { id: 'post', icon: 'post' },
  { id: 'compare', icon: 'compare' },
  { id: 'relax', icon: 'relax' },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="how-title">
      <div className={styles.heading}>
        <h2 id="how-title">{t('home.how.title')}</h2>
        <p>{t('home.how.subtitle')}</p>
      </div>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.id} className={styles.step} data-step={i + 1}>
            <span className={styles.icon}>
              <Icon name={step.icon} />
            </span>
            <h3>{t(`home.how.steps.${step.id}.title`)}</h3>
            <p>{t(`home.how.steps.${step.id}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
