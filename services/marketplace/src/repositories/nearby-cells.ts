import { EARTH_RADIUS_KM, boundingBox, type GeoPoint } from '@boatcare/shared-domain/geo';
import { cellKey, cellOf, type CellGrid } from '@boatcare/server-kit';

/** A grid cell the search may read, and how near to the centre any point in it can be. */
export interface NearCell {
  key: string;
  /** Km: no point of the cell is nearer to the centre than this (a lower bound). */
  near: number;
}

/** The cells around a centre, nearest first, and a bound on everything outside them. */
export interface CellsAround {
  cells: NearCell[];
  /** Km: every point in a cell not listed is at least this far (infinite when none is left). */
  beyond: number;
}

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Km from a point to the nearest point of the meridian `degreesAway` east or west of it: the
 * great circle through the poles, so a lower bound for any point that far in longitude.
 */
function toMeridianKm(latitude: number, degreesAway: number): number {
  const sine = Math.sin(radians(Math.min(90, degreesAway))) * Math.cos(radians(latitude));
  return EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.max(0, sine)));
}

/**
 * Km from `from` to the rectangle of latitudes `south..north` and longitudes `west..east`, never
 * more than the true distance: the larger of the latitude gap (a great circle is at least as
 * long) and the distance to the nearest meridian of the rectangle.
 */
function nearKm(from: GeoPoint, south: number, north: number, west: number, east: number): number {
  const latitudeGap = Math.max(0, south - from.latitude, from.latitude - north);
  const longitudeGap = Math.max(0, west - from.longitude, from.longitude - east);
  return Math.max(latitudeGap * KM_PER_DEGREE, toMeridianKm(from.latitude, longitudeGap));
}

/** Square km of one cell of the grid at the centre's latitude (for density estimates). */
export const cellKm2 = (grid: CellGrid, centre: GeoPoint) =>
  (KM_PER_DEGREE ** 2 * Math.cos(radians(centre.latitude))) /
  (grid.rowsPerDegree * grid.colsPerDegree);

/**
 * The cells of `grid` within `maxRing` rings of the centre's cell that may hold a point within
 * `radius` km, nearest first; `beyond` bounds the cells further out (infinite when the rings
 * already cover the whole circle).
 */
export function cellsAround(
  grid: CellGrid,
  centre: GeoPoint,
  radius: number,
  maxRing: number,
): CellsAround {
  const { row, col } = cellOf(grid, centre);
  const box = boundingBox(centre, radius);
  const low = cellOf(grid, { latitude: box.minLatitude, longitude: box.minLongitude });
  const high = cellOf(grid, { latitude: box.maxLatitude, longitude: box.maxLongitude });
  const rows = { from: Math.max(low.row, row - maxRing), to: Math.min(high.row, row + maxRing) };
  const cols = { from: Math.max(low.col, col - maxRing), to: Math.min(high.col, col + maxRing) };
  const cells: NearCell[] = [];
  for (let r = rows.from; r <= rows.to; r++) {
    for (let c = cols.from; c <= cols.to; c++) {
      const near = nearKm(
        centre,
        r / grid.rowsPerDegree,
        (r + 1) / grid.rowsPerDegree,
        c / grid.colsPerDegree,
        (c + 1) / grid.colsPerDegree,
      );
      if (near <= radius) cells.push({ key: cellKey({ row: r, col: c }), near });
    }
  }
  cells.sort((a, b) => a.near - b.near);
  const covered =
    rows.from === low.row && rows.to === high.row && cols.from === low.col && cols.to === high.col;
  // Outside the square: beyond its nearest edge (a latitude or a meridian).
  const beyond = covered
    ? Number.POSITIVE_INFINITY
    : Math.min(
        ((rows.to + 1) / grid.rowsPerDegree - centre.latitude) * KM_PER_DEGREE,
        (centre.latitude - rows.from / grid.rowsPerDegree) * KM_PER_DEGREE,
        toMeridianKm(centre.latitude, (cols.to + 1) / grid.colsPerDegree - centre.longitude),
        toMeridianKm(centre.latitude, centre.longitude - cols.from / grid.colsPerDegree),
      );
  return { cells, beyond };
}
