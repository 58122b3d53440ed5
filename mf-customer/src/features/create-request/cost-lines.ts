import {
  NO_SERVICES,
  estimatePrice,
  selectionOf,
  type PriceRange,
  type ServiceChoice,
  type ServiceSelection,
} from '@boatcare/shared-domain';

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
  key: CostLineKey;
}

/**
 * The estimate split by service, in base minor units. Each service's share is what it adds to
 * cleaning alone under the spec's formula (cleaning from the admin's base rate per foot), so
 * the lines add up to `total`.
 */
export function costLines(
  lengthFeet: number,
  services: ServiceChoice,
  flybridge: boolean,
  baseRatePerFoot?: number,
) {
  const none = selectionOf(NO_SERVICES, false);
  const base = estimatePrice(lengthFeet, none, baseRatePerFoot);
  const lines: CostLine[] = [{ key: 'cleaning', ...base }];
  const add = (key: CostLineKey, change: Partial<ServiceSelection>) => {
    const priced = estimatePrice(lengthFeet, { ...none, ...change }, baseRatePerFoot);
    lines.push({ key, min: priced.min - base.min, max: priced.max - base.max });
  };
  if (services.polishing) add('polishing', { polishing: true });
  if (services.coating !== 'none') add(services.coating, { coating: services.coating });
  if (services.interior) add('interior', { interior: true });
  if (services.repair) add('repair', { repair: true });
  if (services.engineService) add('engineService', { engineService: true });
  if (flybridge) add('flybridge', { flybridge: true });
  return {
    lines,
    total: estimatePrice(lengthFeet, selectionOf(services, flybridge), baseRatePerFoot),
  };
}
