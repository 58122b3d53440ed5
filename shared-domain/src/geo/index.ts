/** A point on the Earth in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Latitude and longitude bounds that contain every point within a radius of a centre. */
export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km between two points (haversine formula). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box that holds the circle of `radiusKm` around `centre`,
 * for a cheap indexed pre-filter; check the exact distance with `distanceKm` afterwards.
 * Near a pole, or where the circle crosses the antimeridian, the box spans every longitude.
 */
export function boundingBox(centre: GeoPoint, radiusKm: number): BoundingBox {
  const angular = Math.max(0, radiusKm) / EARTH_RADIUS_KM;
  const lat = toRadians(centre.latitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  const whole = { minLongitude: -180, maxLongitude: 180 };
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return {
      minLatitude: Math.max(-90, toDegrees(minLat)),
      maxLatitude: Math.min(90, toDegrees(maxLat)),
      ...whole,
    };
  }
  const dLng = toDegrees(Math.asin(Math.sin(angular) / Math.cos(lat)));
  const minLongitude = centre.longitude - dLng;
  const maxLongitude = centre.longitude + dLng;
  const crossesAntimeridian = minLongitude < -180 || maxLongitude > 180;
  return {
    minLatitude: toDegrees(minLat),
    maxLatitude: toDegrees(maxLat),
    ...(crossesAntimeridian ? whole : { minLongitude, maxLongitude }),
  };
}

/** Whether `point` lies within `radiusKm` of `centre` (inclusive). */
export function isWithinRadius(centre: GeoPoint, point: GeoPoint, radiusKm: number): boolean {
  return distanceKm(centre, point) <= radiusKm;
}
