import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLanguage, useLanguage } from '@boatcare/shared-ui/core';
import { Island } from '../../../islands/Island.tsx';
import { PERCENT_SLOT } from './VipPrice.tsx';
import styles from '../VipBenefitsPage.module.css';

/** The pricing box: the price (an island that reads it) and what to do next. */
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
  const language = textLanguage(useLanguage());
  return (
    <section className={styles.pricing} aria-labelledby="vip-pricing-title">
      <h2 id="vip-pricing-title">{title}</h2>
      <Island
        name="vipPrice"
        props={{
          language,
          texts: {
            priceLabel: t('vip.priceLabel'),
            perMonth: t('vip.perMonth'),
            loading: t('vip.priceLoading'),
            unavailable: t('vip.priceUnavailable'),
            discount: t('vip.discount', { percent: PERCENT_SLOT }),
          },
        }}
      />
      <p>{description}</p>
      {children}
    </section>
  );
}
