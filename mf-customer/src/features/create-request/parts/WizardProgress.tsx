import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import styles from './parts.module.css';

const STEP_KEYS = [
  'createRequest.steps.boat',
  'createRequest.steps.services',
  'createRequest.steps.schedule',
  'createRequest.steps.review',
];

/** The bar and the step names; the current one is marked for screen readers. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const percent = Math.round(((step + 1) / STEP_KEYS.length) * 100);
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('createRequest.progress')}
        aria-valuemin={1}
        aria-valuemax={STEP_KEYS.length}
        aria-valuenow={step + 1}
        aria-valuetext={t('createRequest.stepOf', { n: step + 1, count: STEP_KEYS.length })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className={styles.steps}>
        {STEP_KEYS.map((key, index) => (
          <li
            key={key}
            className={clsx(index === step && styles.current, index < step && styles.done)}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index < step ? '✓' : index + 1}
            </span>
            <span className={styles.stepName}>{t(key)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
