import { useTranslation } from 'react-i18next';
import { formatEstimate, type PriceRange } from '@boatcare/shared-domain/pricing';
import { useCurrency } from '@boatcare/shared-ui';

/** Formats an estimate in the reader's currency, rounded to whole steps (DKK 50, USD 10). */
export function useEstimate() {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  return (range: PriceRange) => formatEstimate(range, currency, i18n.language);
}
