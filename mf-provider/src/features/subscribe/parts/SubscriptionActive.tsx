import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, useLinks } from '@boatcare/shared-ui';
import styles from '../SubscribePage.module.css';

/** 'Subscription Active!': bidding is open (the checklist above leads to what is left). */
export function SubscriptionActive() {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <Card className={styles.result} aria-labelledby="subscription-active">
      <span className={styles.tick} aria-hidden="true">
        ✓
      </span>
      <h2 id="subscription-active">{t('supplierSubscribe.activeTitle')}</h2>
      <p>{t('supplierSubscribe.activeText')}</p>
      <div className={styles.resultActions}>
        <ButtonLink variant="secondary" to={link('supplierDashboard')}>
          {t('supplierSubscribe.toDashboard')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={link('supplierProfile')}>
          {t('supplierSubscribe.toProfile')}
        </ButtonLink>
      </div>
    </Card>
  );
}
