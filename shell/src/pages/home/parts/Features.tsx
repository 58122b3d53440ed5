import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';
import styles from './Sections.module.css';

const FEATURES: { id: string; icon: IconName }[] = [
  { id: 'verified', icon: 'verified' },
  { id: 'pricing', icon: 'pricing' },
  { id: 'quality', icon: 'quality' },
];

export function Features() {
  const { t } = useTranslation();
  return (
    <section className={styles.featuresBand} aria-labelledby="features-title">
      <div className={styles.section}>
        <div className={styles.heading}>
          <h2 id="features-title">{t('home.features.title')}</h2>
          <p>{t('home.features.subtitle')}</p>
        </div>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.id} className={styles.feature}>
              <span className={styles.icon}>
                <Icon name={feature.icon} />
              </span>
              <h3>{t(`home.features.items.${feature.id}.title`)}</h3>
              <p>{t(`home.features.items.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
