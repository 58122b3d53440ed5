import { Types } from 'mongoose';
import { cursorParts } from '@boatcare/shared-domain/schemas/common';
import { now } from './clock.ts';
import { createdDayOf } from './created-days.ts';
import { badRequest } from './errors.ts';

/**
 * Keyset (cursor) paging, newest first: the admin lists' order is a date field, ties broken by
 * `_id`, both descending. A page reads `limit + 1` rows sorted on an index (real MongoDB walks
 * the index and stops; FerretDB v1 sorts the filter's matches in Go), never skips and never
 * counts the whole filter. The cursor is opaque to clients: the last row's sort key and id.
 */
type Filter = Record<string, unknown>;
type Sort = Record<string, -1>;

/**
 * Days without a row in a row after which a day-bucketed list reads the rest of its order in
 * one query: a sparse filter (a rare status, an owner's posts) does not walk every day back to
 * the first row, and a dense list never gets there.
 */
export const EMPTY_DAYS_BEFORE_REST = 7;

export interface KeysetPage<T> {
  items: T[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
}

export function encodeCursor(at: Date, id: unknown): string {
  return Buffer.from(JSON.stringify([at.getTime(), String(id)])).toString('base64url');
}

/** The sort key and id a cursor holds; 400 `errors.badCursor` for anything else. */
export function decodeCursor(cursor: string): { at: Date; id: Types.ObjectId } {
  const parts = cursorParts(cursor);
  if (!parts) throw badRequest('errors.badCursor');
  return { at: new Date(parts.at), id: new Types.ObjectId(parts.id) };
}

/** The filter of the rows after the cursor (older, or as old with a smaller id). */
export function afterCursor(filter: Filter, field: string, cursor: string | undefined): Filter {
  if (!cursor) return filter;
  const { at, id } = decodeCursor(cursor);
  const after = [{ [field]: { $lt: at } }, { [field]: at, _id: { $lt: id } }];
  return '$or' in filter ? { $and: [filter, { $or: after }] } : { ...filter, $or: after };
}

export interface KeysetOptions<T> {
  filter: Filter;
  after?: string | undefined;
  limit: number;
  /** The date field the list is sorted by (descending); `created_date` unless named. */
  field?: string;
  /**
   * A condition the database cannot apply (it needs another collection): the rows are read in
   * batches of `batch` and this keeps the matching ones, until the page and one more are found.
   */
  keep?: (rows: T[]) => Promise<T[]>;
  batch?: number;
  /**
   * The rows carry `created_day` (server-kit created-days.ts) and the list is sorted by
   * `created_date`: read one day at a time, newest first, each an indexed equality that
   * FerretDB v1 pushes down, instead of one query whose every match it would sort in Go.
   */
  dayBuckets?: boolean;
}

/**
 * One page after `after`. `read` runs the query: `Model.find(filter, fields).sort(sort)
 * .limit(limit).lean()`.
 */
export async function keysetPage<T extends { _id: unknown }>(
  read: (filter: Filter, sort: Sort, limit: number) => Promise<T[]>,
  { filter, after, limit, field = 'created_date', keep, batch = 100, dayBuckets }: KeysetOptions<T>,
): Promise<KeysetPage<T>> {
  // By day first: the same order (a row's day follows its date), and an index on
  // `{ created_day, created_date, _id }` serves the equality of one day and the rest's range.
  const sort: Sort = dayBuckets
    ? { created_day: -1, [field]: -1, _id: -1 }
    : { [field]: -1, _id: -1 };
  const cursorOf = (row: T) => {
    const at = (row as unknown as Record<string, unknown>)[field];
    if (!(at instanceof Date)) throw new Error(`keysetPage: ${field} is not a date`);
    return encodeCursor(at, row._id);
  };
  const size = keep ? Math.max(batch, limit + 1) : limit + 1;
  const found: T[] = [];
  /** Reads `part` of the order after `cursor` until the page and one more are found or it ends. */
  const readPart = async (part: Filter, cursor: string | undefined) => {
    let rowsRead = 0;
    for (;;) {
      const rows = await read(afterCursor(part, field, cursor), sort, size);
      rowsRead += rows.length;
      found.push(...(keep ? await keep(rows) : rows));
      const last = rows.at(-1);
      if (found.length > limit || rows.length < size || !last) return rowsRead;
      cursor = cursorOf(last);
    }
  };
  if (!dayBuckets) {
    await readPart(filter, after);
  } else {
    if (field !== 'created_date') throw new Error('keysetPage: days are of created_date');
    // From the cursor's day, or from tomorrow (a row written by a service whose clock is
    // slightly ahead is not missed at midnight).
    let day = after ? createdDayOf(decodeCursor(after).at) : createdDayOf(now()) + 1;
    let cursor = after;
    let emptyDays = 0;
    while (found.length <= limit) {
      if (emptyDays >= EMPTY_DAYS_BEFORE_REST) {
        await readPart({ ...filter, created_day: { $lte: day } }, cursor);
        break;
      }
      emptyDays =
        (await readPart({ ...filter, created_day: day }, cursor)) === 0 ? emptyDays + 1 : 0;
      cursor = undefined;
      day -= 1;
    }
  }
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next: found.length > limit && last ? cursorOf(last) : null,
  };
}
