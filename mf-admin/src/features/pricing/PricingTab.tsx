import { useTranslation } from 'react-i18next';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';
import { QueryState, useCurrency, useEndpoint } from '@boatcare/shared-ui';
import { draftOf } from './pricing-draft.ts';
import { PricingForm } from './PricingForm.tsx';
import styles from '../admin-forms/Form.module.css';

/**
 * The dashboard's Pricing tab. Amounts show and are typed in the admin's currency; the wire
 * and the store hold base minor units.
 */
export default function PricingTab() {
  const { t } = useTranslation();
  const currency = useCurrency();
  const config = useEndpoint(
    settingsAdmin.pricing,
    {},
    { meta: { errorKey: 'adminPricing.loadFailed' } },
  );
  return (
    <section className={styles.panel} aria-labelledby="pricing-title">
      <h2 id="pricing-title" className={styles.heading}>
        {t('adminPricing.title')}
      </h2>
      <p className={styles.note}>{t('adminPricing.currencyNote', { currency })}</p>
      <QueryState query={config} errorKey="adminPricing.loadFailed">
        {(data) => (
          <PricingForm
            key={`${currency}-${JSON.stringify(data)}`}
            initial={draftOf(data, currency)}
            currency={currency}
          />
        )}
      </QueryState>
    </section>
  );
}
