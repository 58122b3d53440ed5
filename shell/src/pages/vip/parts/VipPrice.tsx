import {
  Spinner,
  displayCurrency,
  formatMoneyIn,
  useChosenCurrency,
} from '@boatcare/shared-ui/core';
import { usePublicJson } from '../../../islands/public-json.ts';
import { vipPriceFrom } from '../vip-price.ts';
import styles from '../VipBenefitsPage.module.css';

/** Where the discount's text takes the percentage. */
export const PERCENT_SLOT = '{percent}';

export interface VipPriceProps {
  language: 'en' | 'da';
  texts: {
    priceLabel: string;
    perMonth: string;
    loading: string;
    unavailable: string;
    /** With PERCENT_SLOT where the percentage goes. */
    discount: string;
  };
}

/**
 * The monthly price from the pricing configuration, in the visitor's currency (an island): until
 * a visitor chooses one, the page language's.
 */
export function VipPrice({ language, texts }: VipPriceProps) {
  const currency = displayCurrency(useChosenCurrency(), language);
  const pricing = usePublicJson('pricing/config', 'Could not read the VIP price.', vipPriceFrom);
  const vip = pricing.data;
  const waiting = vip === undefined && !pricing.failed;
  return (
    <>
      <div className={styles.price} aria-live="polite">
        {vip ? (
          <>
            <span className="bc-visually-hidden">{texts.priceLabel}: </span>
            <strong data-testid="vip-price">
              {formatMoneyIn(vip.monthlyPrice, currency, language)}
            </strong>
            <span className={styles.perMonth}>{texts.perMonth}</span>
          </>
        ) : waiting ? (
          <span className={styles.priceNote}>
            <Spinner size={18} /> {texts.loading}
          </span>
        ) : (
          <span className={styles.priceNote}>{texts.unavailable}</span>
        )}
      </div>
      {vip && (
        <p className={styles.discount}>
          {texts.discount.replace(PERCENT_SLOT, String(vip.discountPercentage))}
        </p>
      )}
    </>
  );
}
