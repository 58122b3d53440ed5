import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useMoney } from '@boatcare/shared-ui/core';
import { usePricingConfig } from '../../../features/pricing/usePricingConfig.ts';
import styles from '../VipBenefitsPage.module.css';

/** The monthly price from the pricing configuration, in the visitor's currency. */
export function PricingBox({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const pricing = usePricingConfig();
  const vip = pricing.data?.vipMembership;
  return (
    <section className={styles.pricing} aria-labelledby="vip-pricing-title">
      <h2 id="vip-pricing-title">{title}</h2>
      <div className={styles.price} aria-live="polite">
        {vip ? (
          <>
            <span className="bc-visually-hidden">{t('vip.priceLabel')}: </span>
            <strong data-testid="vip-price">{money(vip.monthlyPrice)}</strong>
            <span className={styles.perMonth}>{t('vip.perMonth')}</span>
          </>
        ) : pricing.isLoading ? (
          <span className={styles.priceNote}>
            <Spinner size={18} /> {t('vip.priceLoading')}
          </span>
        ) : (
          <span className={styles.priceNote}>{t('vip.priceUnavailable')}</span>
        )}
      </div>
      {vip && (
        <p className={styles.discount}>{t('vip.discount', { percent: vip.discountPercentage })}</p>
      )}
      <p>{description}</p>
      {children}
    </section>
  );
}
