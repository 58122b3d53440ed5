import { useTranslation } from 'react-i18next';
import styles from '../VipSubscribePage.module.css';

const BENEFITS = ['discount', 'priority', 'promotions', 'cancel'] as const;

/** What a member gets, from the spec's VIP offer. */
export function Benefits({ discount }: { discount: number }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.benefits}>
      {BENEFITS.map((benefit) => (
        <li key={benefit}>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <span>{t(`vipSubscribe.benefits.${benefit}`, { percent: discount })}</span>
        </li>
      ))}
    </ul>
  );
}
