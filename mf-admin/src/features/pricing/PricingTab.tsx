import { useTranslation } from 'react-i18next';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';
import { BASE_CURRENCY, CURRENCY_RATES } from '@boatcare/shared-domain/core';
import { QueryState, currencyName, useEndpoint } from '@boatcare/shared-ui';
import { draftOf } from './pricing-draft.ts';
import { PricingForm } from './PricingForm.tsx';
import { CareIntervalsPanel } from './CareIntervalsForm.tsx';
import styles from '../admin-forms/Form.module.css';

/**
 * The dashboard's Pricing tab. Amounts show and are typed in the base currency (what the wire
 * and the store hold, in minor units), labelled as such; everyone else sees them converted.
 */
export default function PricingTab() {
  const { t, i18n } = useTranslation();
  const currency = BASE_CURRENCY;
  const rate = (to: 'DKK' | 'EUR') =>
    new Intl.NumberFormat(i18n.language === 'da' ? 'da-DK' : 'en-GB').format(CURRENCY_RATES[to]);
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
      <p className={styles.note}>
        {t('adminPricing.currencyNote', {
          currency,
          name: currencyName(currency, i18n.language),
          dkk: rate('DKK'),
          eur: rate('EUR'),
        })}
      </p>
      <QueryState query={config} errorKey="adminPricing.loadFailed">
        {(data) => (
          <PricingForm
            key={JSON.stringify(data)}
            initial={draftOf(data, currency)}
            currency={currency}
          />
        )}
      </QueryState>
      <CareIntervalsPanel />
    </section>
  );
}
