import { roundedEstimate } from '@boatcare/shared-domain/pricing';
import { useCurrency, useMoney } from '@boatcare/shared-ui';

/** A request's estimate as the provider reads it: "DKK 2,150 – 2,900", rounded to a step. */
export function useEstimate() {
  const money = useMoney();
  const currency = useCurrency();
  return (job: { estimatedPriceMin: number; estimatedPriceMax: number }) => {
    const range = roundedEstimate(
      { min: job.estimatedPriceMin, max: job.estimatedPriceMax },
      currency,
    );
    return `${money(range.min, 0)} – ${money(range.max, 0)}`;
  };
}
