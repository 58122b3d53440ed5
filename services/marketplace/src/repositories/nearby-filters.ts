import { boundingBox, type GeoPoint } from '@boatcare/shared-domain/geo';
import {
  DEFAULT_RADIUS_KM,
  type NearbyQuery,
  type NearbyService,
} from '@boatcare/shared-domain/schemas/nearby';
import { UserModel } from '@boatcare/server-kit/models';

/** Denmark's centre (the spec's default map centre), for a provider without a profile address. */
const FALLBACK_CENTRE: GeoPoint = { latitude: 56.2639, longitude: 9.5018 };

const SERVICE_FILTERS: Record<NearbyService, [string, unknown]> = {
  polishing: ['services.polishing', true],
  wax: ['services.coating', 'wax'],
  ceramic: ['services.coating', 'ceramic'],
  interior: ['services.interior', true],
  engineService: ['services.engineService', true],
  repair: ['services.repair', true],
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The search's centre and radius: the query's, else the bidder profile's address and range. */
export async function searchArea(
  provider: string,
  query: NearbyQuery,
): Promise<{ centre: GeoPoint; radius: number }> {
  const user = await UserModel.findById(provider, { bidder: 1, service_range: 1 }).lean();
  const profile = user?.bidder
    ? { latitude: user.bidder.latitude, longitude: user.bidder.longitude }
    : FALLBACK_CENTRE;
  const { latitude, longitude } = query;
  return {
    centre: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : profile,
    radius: query.radius ?? (user?.service_range || DEFAULT_RADIUS_KM),
  };
}

/** The request fields of the filters: length, estimated price (overlap), services, boat name. */
export function requestFilter(query: NearbyQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const length: Record<string, number> = {};
  if (query.boatLengthFrom !== undefined) length.$gte = query.boatLengthFrom;
  if (query.boatLengthTo !== undefined) length.$lte = query.boatLengthTo;
  if (Object.keys(length).length > 0) filter.lengthFeet = length;
  // Prices are whole base units; a request matches when its estimate range meets the band.
  if (query.priceFrom !== undefined) filter.estimatedPriceMax = { $gte: query.priceFrom * 100 };
  if (query.priceTo !== undefined) filter.estimatedPriceMin = { $lte: query.priceTo * 100 };
  const coatings = query.additionalServices.filter((name) => name === 'wax' || name === 'ceramic');
  for (const name of query.additionalServices) {
    const [path, value] = SERVICE_FILTERS[name];
    if (path !== 'services.coating') filter[path] = value;
  }
  if (coatings.length > 0) filter['services.coating'] = { $in: coatings };
  if (query.boatName) filter.boatName = { $regex: escapeRegex(query.boatName), $options: 'i' };
  return filter;
}

/** The indexed pre-filter of a radius search: the box around the circle. */
export function boxFilter(centre: GeoPoint, radius: number): Record<string, unknown> {
  const box = boundingBox(centre, radius);
  return {
    'location.latitude': { $gte: box.minLatitude, $lte: box.maxLatitude },
    'location.longitude': { $gte: box.minLongitude, $lte: box.maxLongitude },
  };
}

/** Km to one decimal, as cards show it. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
