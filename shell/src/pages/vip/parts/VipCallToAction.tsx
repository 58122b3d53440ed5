import { useTranslation } from 'react-i18next';
import { loginPath } from '@boatcare/shared-domain/core';
import { ButtonLink, useCurrentUser, useLanguage, useLinks } from '@boatcare/shared-ui/core';
import styles from '../VipBenefitsPage.module.css';

/** Members read that they are members; signed-in users go to subscribe; visitors sign in first. */
export function VipCallToAction() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const user = useCurrentUser();
  if (user?.vipMembership?.isActive) {
    return (
      <p className={styles.member} role="status">
        {t('vip.cta.member')}
      </p>
    );
  }
  if (user) {
    return (
      <ButtonLink to={link('vipSubscribe')} block className={styles.ctaButton}>
        {t('vip.cta.subscribe')}
      </ButtonLink>
    );
  }
  return (
    <div className={styles.loginCta}>
      <ButtonLink to={loginPath(lng, link('vipBenefits'))} block className={styles.ctaButton}>
        {t('vip.cta.login')}
      </ButtonLink>
      <p className={styles.hint}>{t('vip.cta.loginHint')}</p>
    </div>
  );
}
