import { findHarbour } from '@boatcare/shared-domain/harbours';
import {
  DISTANCES_KM,
  LENGTH_BANDS,
  NEARBY_SERVICES,
  PRICE_BANDS,
  type NearbyService,
} from '@boatcare/shared-domain/schemas/nearby';
import type { JobsFilter } from '../../shared/useJobsList.ts';

export type LengthBand = keyof typeof LENGTH_BANDS | 'all';
export type PriceBand = keyof typeof PRICE_BANDS | 'all';

/** The jobs screen's filters as the form holds them. '' means "from my profile". */
export interface FilterState {
  /** A harbour's place id from the address list, or '' for the profile's address. */
  place: string;
  length: LengthBand;
  price: PriceBand;
  /** Km, or '' for the profile's service range. */
  distance: '' | `${(typeof DISTANCES_KM)[number]}`;
  services: NearbyService[];
  boatName: string;
}

export const EMPTY_FILTER: FilterState = {
  place: '',
  length: 'all',
  price: 'all',
  distance: '',
  services: [],
  boatName: '',
};

/** The query of GET /jobpost/nearby and /jobpost/my-bids for a filter state. */
export function toQuery(state: FilterState): JobsFilter {
  const harbour = state.place ? findHarbour(state.place) : undefined;
  const services = NEARBY_SERVICES.filter((name) => state.services.includes(name));
  return {
    ...(harbour ? { latitude: harbour.latitude, longitude: harbour.longitude } : {}),
    ...(state.length === 'all' ? {} : LENGTH_BANDS[state.length]),
    ...(state.price === 'all' ? {} : PRICE_BANDS[state.price]),
    ...(state.distance ? { radius: Number(state.distance) } : {}),
    ...(services.length > 0 ? { additionalServices: services.join(',') } : {}),
    ...(state.boatName.trim() ? { boatName: state.boatName.trim() } : {}),
  };
}
