import type { PricingConfigView } from '../schemas/pricing-config.ts';
import type { ServiceSelection } from '../schemas/job-post-services.ts';
import { estimatePrice, type PriceRange } from './estimate.ts';

/** What a request's estimate reads of the admin's pricing configuration. */
export type EstimatePricing = Pick<PricingConfigView, 'baseRatePerFoot' | 'additionalServices'>;

/** An additional service a request asked for, as it was priced when the request was posted. */
export interface ChosenExtra {
  id: string;
  name: string;
  /** Base minor units per foot of boat. */
  pricePerFoot: number;
}

/**
 * The configured additional services among `ids`, in the configuration's order. Ids the
 * configuration no longer has are left out (the admin may have removed one meanwhile).
 */
export function chosenExtras(pricing: EstimatePricing, ids: readonly string[]): ChosenExtra[] {
  const wanted = new Set(ids);
  return pricing.additionalServices
    .filter((service) => service.id && wanted.has(service.id))
    .map(({ id, name, pricePerFoot }) => ({ id, name, pricePerFoot }));
}

/** What one additional service adds for a boat of `lengthFeet`: its price per foot times length. */
export const extraPrice = (lengthFeet: number, extra: Pick<ChosenExtra, 'pricePerFoot'>) =>
  Math.round(lengthFeet * extra.pricePerFoot);

/**
 * THE estimate of a request, in base minor units, wherever one is shown or stored: the
 * create-request wizard, the server's stored estimate (which the bid modal and the owner's bid
 * list measure bids against) and the seed. Cleaning and the built-in services from the admin's
 * base rate per foot (`estimatePrice`), plus each chosen additional service's price per foot
 * times the boat's length (a fixed price: it adds the same to both ends of the range).
 */
export function estimateRequest(
  lengthFeet: number,
  selection: ServiceSelection,
  pricing: EstimatePricing,
  extraIds: readonly string[] = [],
): PriceRange {
  const range = estimatePrice(lengthFeet, selection, pricing.baseRatePerFoot);
  const extras = chosenExtras(pricing, extraIds).reduce(
    (sum, extra) => sum + extraPrice(lengthFeet, extra),
    0,
  );
  return { min: range.min + extras, max: range.max + extras };
}
