import type { Types } from 'mongoose';
import {
  EARTH_RADIUS_KM,
  boundingBox,
  distanceKm,
  type BoundingBox,
  type GeoPoint,
} from '@boatcare/shared-domain';
import {
  COARSE_GRID,
  FINE_GRID,
  cellKey,
  cellOf,
  findEach,
  type Cell,
  type CellGrid,
} from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';

/** A request found by the search: its id and exact great-circle distance from the centre. */
export interface Found {
  id: Types.ObjectId;
  distance: number;
}

interface Candidate {
  _id: Types.ObjectId;
  location: GeoPoint;
}

/**
 * Fine rings read before the search moves to the coarse areas: rings 0-3 are 49 cells, about
 * 80 by 85 km in Denmark. Where they do not fill the page the site is sparse there, and an
 * area (100 fine cells) costs one query instead of a hundred.
 */
const FINE_RINGS = 3;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Km from the centre to the nearest point outside the meridian at `longitude`'s side. */
function toMeridianKm(centre: GeoPoint, degreesAway: number): number {
  if (degreesAway >= 90) return Number.POSITIVE_INFINITY;
  const sine = Math.sin(radians(degreesAway)) * Math.cos(radians(centre.latitude));
  return EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.max(0, sine)));
}

/**
 * Km from the centre to the nearest point outside the square of rings 0..ring around the
 * centre's cell: every request not read yet is at least this far away.
 */
function ringBound(grid: CellGrid, centre: GeoPoint, ring: number): number {
  const { row, col } = cellOf(grid, centre);
  const north = (row + ring + 1) / grid.rowsPerDegree;
  const south = (row - ring) / grid.rowsPerDegree;
  const east = (col + ring + 1) / grid.colsPerDegree;
  const west = (col - ring) / grid.colsPerDegree;
  return Math.min(
    north >= 90 ? Number.POSITIVE_INFINITY : (north - centre.latitude) * KM_PER_DEGREE,
    south <= -90 ? Number.POSITIVE_INFINITY : (centre.latitude - south) * KM_PER_DEGREE,
    toMeridianKm(centre, east - centre.longitude),
    toMeridianKm(centre, centre.longitude - west),
  );
}

/** The cells of the box around the circle, as row and column ranges. */
function cellRange(grid: CellGrid, box: BoundingBox) {
  const low = cellOf(grid, { latitude: box.minLatitude, longitude: box.minLongitude });
  const high = cellOf(grid, { latitude: box.maxLatitude, longitude: box.maxLongitude });
  return { low, high };
}

/** Whether a cell may hold a point within the radius (its nearest corner or edge, with slack). */
function mayReach(grid: CellGrid, cell: Cell, centre: GeoPoint, radius: number): boolean {
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const nearest = {
    latitude: clamp(
      centre.latitude,
      cell.row / grid.rowsPerDegree,
      (cell.row + 1) / grid.rowsPerDegree,
    ),
    longitude: clamp(
      centre.longitude,
      cell.col / grid.colsPerDegree,
      (cell.col + 1) / grid.colsPerDegree,
    ),
  };
  return distanceKm(centre, nearest) <= radius * 1.05 + 1;
}

/** The keys of ring `ring` (cells whose row or column is `ring` away) inside the circle's box. */
function ringKeys(grid: CellGrid, centre: GeoPoint, radius: number, ring: number): string[] {
  const { row, col } = cellOf(grid, centre);
  const { low, high } = cellRange(grid, boundingBox(centre, radius));
  const keys: string[] = [];
  for (let r = Math.max(low.row, row - ring); r <= Math.min(high.row, row + ring); r++) {
    for (let c = Math.max(low.col, col - ring); c <= Math.min(high.col, col + ring); c++) {
      const onRing = Math.max(Math.abs(r - row), Math.abs(c - col)) === ring;
      if (onRing && mayReach(grid, { row: r, col: c }, centre, radius)) {
        keys.push(cellKey({ row: r, col: c }));
      }
    }
  }
  return keys;
}

/** The last ring that still holds a cell of the circle's box. */
function lastRing(grid: CellGrid, centre: GeoPoint, radius: number): number {
  const { row, col } = cellOf(grid, centre);
  const { low, high } = cellRange(grid, boundingBox(centre, radius));
  return Math.max(row - low.row, high.row - row, col - low.col, high.col - col, 0);
}

/**
 * The `wanted` requests matching `filter` nearest to `centre` within `radius` km, nearest
 * first (ties by id); fewer when fewer exist. Reads the grid cells ring by ring outward, one
 * indexed equality per cell (`filter` then applies to that cell's requests only), and stops
 * as soon as `wanted` requests are closer than any cell not read yet. So the work follows
 * the page and the density near the centre, not the size of the site.
 */
export async function nearestRequests(
  centre: GeoPoint,
  radius: number,
  filter: Record<string, unknown>,
  wanted: number,
): Promise<Found[]> {
  const found = new Map<string, Found>();
  const readRing = async (grid: CellGrid, ring: number) => {
    const candidates = await findEach(ringKeys(grid, centre, radius, ring), (key) =>
      JobPostModel.find(
        { [grid.field]: key, ...filter },
        { 'location.latitude': 1, 'location.longitude': 1 },
      ).lean<Candidate[]>(),
    );
    for (const post of candidates) {
      const distance = distanceKm(centre, post.location);
      if (distance <= radius) found.set(String(post._id), { id: post._id, distance });
    }
  };
  const nearest = () =>
    [...found.values()]
      .sort((a, b) => a.distance - b.distance || String(a.id).localeCompare(String(b.id)))
      .slice(0, wanted);
  const settled = (bound: number) =>
    [...found.values()].filter((entry) => entry.distance <= bound).length >= wanted;

  const fineLast = lastRing(FINE_GRID, centre, radius);
  let fineBound = 0;
  for (let ring = 0; ring <= Math.min(FINE_RINGS, fineLast); ring++) {
    await readRing(FINE_GRID, ring);
    fineBound = ringBound(FINE_GRID, centre, ring);
    if (ring === fineLast || settled(fineBound)) return nearest();
  }
  const coarseLast = lastRing(COARSE_GRID, centre, radius);
  for (let ring = 0; ring <= coarseLast; ring++) {
    await readRing(COARSE_GRID, ring);
    if (settled(Math.max(fineBound, ringBound(COARSE_GRID, centre, ring)))) break;
  }
  return nearest();
}
