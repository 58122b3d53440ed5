import type { Types } from 'mongoose';
import { distanceKm, type GeoPoint } from '@boatcare/shared-domain/geo';
import { COARSE_GRID, FINE_GRID, findEach, type CellGrid } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { cellKm2, cellsAround, type NearCell } from './nearby-cells.ts';

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
 * Fine cells within this many rings of the centre's cell (13 by 13 cells, about 70 by 80 km
 * in Denmark) are read one by one; further out the coarse areas take over.
 */
const FINE_RINGS = 6;
/**
 * The most fine cells one round reads. A round that would need more is a sparse place: an area
 * (100 fine cells) costs one query instead of a hundred.
 */
const FINE_BATCH = 24;
// Sizes chosen with the bench's spread over Denmark (docs/performance.md): a slack on the
// estimated reach (1.25) read three to four times more requests at 1k for one round less.

/**
 * The `wanted` requests matching `filter` nearest to `centre` within `radius` km, nearest
 * first (ties by id); fewer when fewer exist. Reads grid cells nearest first, one indexed
 * equality per cell (`filter` applies to that cell's requests only), a round of cells at a
 * time: the first round is the centre's cell, each next one the cells within the distance
 * that the density found so far says should hold the page. Stops as soon as `wanted` requests
 * are nearer than any cell not read yet. So the work follows the page and the density near
 * the centre, not the size of the site.
 */
export async function nearestRequests(
  centre: GeoPoint,
  radius: number,
  filter: Record<string, unknown>,
  wanted: number,
): Promise<Found[]> {
  const found = new Map<string, Found>();
  const read = async (grid: CellGrid, cells: NearCell[]) => {
    const candidates = await findEach(
      cells.map((cell) => cell.key),
      (key) =>
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
  const settled = (bound: number) => {
    let within = 0;
    for (const entry of found.values()) if (entry.distance <= bound) within++;
    return within >= wanted;
  };
  /** Km within which `wanted` requests should lie, from what `km2` of cells held. */
  const reach = (km2: number) =>
    found.size === 0
      ? 2 * Math.sqrt(km2 / Math.PI)
      : Math.sqrt((wanted * km2) / (Math.PI * found.size));

  // Fine cells, nearest first, while a round stays small.
  const fine = cellsAround(FINE_GRID, centre, radius, FINE_RINGS);
  const fineKm2 = cellKm2(FINE_GRID, centre);
  let next = 0;
  const fineBound = () => Math.min(fine.cells[next]?.near ?? Infinity, fine.beyond);
  while (!settled(fineBound()) && next < fine.cells.length) {
    const round = upTo(fine.cells, next, reach(next * fineKm2));
    if (round.length > FINE_BATCH) break;
    await read(FINE_GRID, round);
    next += round.length;
  }
  if (fineBound() === Infinity || settled(fineBound())) return nearestOf(found, wanted);

  // A sparse place: the coarse areas, nearest first (the fine cells' bound still holds).
  const coarse = cellsAround(COARSE_GRID, centre, radius, Number.POSITIVE_INFINITY);
  const coarseKm2 = cellKm2(COARSE_GRID, centre);
  const floor = fineBound();
  let area = 0;
  const bound = () => Math.max(floor, coarse.cells[area]?.near ?? Infinity);
  while (area < coarse.cells.length && !settled(bound())) {
    const km2 = area === 0 ? next * fineKm2 : area * coarseKm2;
    const round = upTo(coarse.cells, area, reach(km2));
    await read(COARSE_GRID, round);
    area += round.length;
  }
  return nearestOf(found, wanted);
}

/** The cells from `start` on that are nearer than `reach` km, at least one. */
function upTo(cells: NearCell[], start: number, reach: number): NearCell[] {
  let end = start + 1;
  while (end < cells.length && cells[end]!.near <= reach) end++;
  return cells.slice(start, end);
}

/** The `wanted` nearest found, nearest first, ties by id. */
function nearestOf(found: Map<string, Found>, wanted: number): Found[] {
  return [...found.values()]
    .sort((a, b) => a.distance - b.distance || String(a.id).localeCompare(String(b.id)))
    .slice(0, wanted);
}
