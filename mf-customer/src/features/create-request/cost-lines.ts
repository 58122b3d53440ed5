import {
  NO_SERVICES,
  selectionOf,
  type ServiceChoice,
  type ServiceSelection,
} from '@boatcare/shared-domain/schemas/job-post-services';
import {
  chosenExtras,
  estimatePrice,
  estimateRequest,
  extraPrice,
  type EstimatePricing,
  type PriceRange,
} from '@boatcare/shared-domain/pricing';

export type CostLineKey =
  | 'cleaning'
  | 'polishing'
  | 'wax'
  | 'ceramic'
  | 'interior'
  | 'repair'
  | 'engineService'
  | 'flybridge';
export interface CostLine extends PriceRange {
  /** A built-in service's key, or an additional service's id. */
  key: string;
  /** An additional service's name (the admin's text); built-in services are translated by key. */
  name?: string;
}

/**
 * The estimate split by service, in base minor units. Each built-in service's share is what it
 * adds to cleaning alone under the spec's formula (cleaning from the admin's base rate per
 * foot); each chosen additional service adds its price per foot times the length. The lines add
 * up to `total`, which is `estimateRequest`, the estimate the server stores.
 */
export function costLines(
  lengthFeet: number,
  services: ServiceChoice,
  flybridge: boolean,
  pricing: EstimatePricing,
  extraIds: readonly string[] = [],
) {
  const rate = pricing.baseRatePerFoot;
  const none = selectionOf(NO_SERVICES, false);
  const base = estimatePrice(lengthFeet, none, rate);
  const lines: CostLine[] = [{ key: 'cleaning', ...base }];
  const add = (key: CostLineKey, change: Partial<ServiceSelection>) => {
    const priced = estimatePrice(lengthFeet, { ...none, ...change }, rate);
    lines.push({ key, min: priced.min - base.min, max: priced.max - base.max });
  };
  if (services.polishing) add('polishing', { polishing: true });
  if (services.coating !== 'none') add(services.coating, { coating: services.coating });
  if (services.interior) add('interior', { interior: true });
  if (services.repair) add('repair', { repair: true });
  if (services.engineService) add('engineService', { engineService: true });
  if (flybridge) add('flybridge', { flybridge: true });
  for (const extra of chosenExtras(pricing, extraIds)) {
    const price = extraPrice(lengthFeet, extra);
    lines.push({ key: extra.id, name: extra.name, min: price, max: price });
  }
  return {
    lines,
    total: estimateRequest(lengthFeet, selectionOf(services, flybridge), pricing, extraIds),
  };
}
