import type { Collection, Query, Schema, Types, UpdateQuery } from 'mongoose';
import { now } from './clock.ts';
import { claimOnce, releaseOnce } from './once.ts';

/**
 * Day buckets of a collection listed newest first (ADR 14). FerretDB v1 pushes only top-level
 * equalities down, and sorts and limits in Go over every match: a page of "the newest rows"
 * would read the whole collection. Each row therefore carries the UTC day it was created
 * (`created_day`, days since 1970), and the list reads one day at a time, newest first, each an
 * indexed equality (server-kit keyset.ts, `dayBuckets`), as the nearby search reads grid cells.
 */
export const DAY_MS = 86_400_000;

export const createdDayOf = (at: Date): number => Math.floor(at.getTime() / DAY_MS);

interface Dated {
  isNew: boolean;
  created_date?: Date | null;
  created_day?: number | null;
}

/**
 * The schema plugin: a `created_day` field, set from the creation date on validation of a new
 * row (the date is set here first when missing, so both agree at midnight; the timestamps keep
 * a date already set) and on the insert of an upsert (after the timestamps put theirs in
 * `$setOnInsert`). Rows inserted past mongoose (seeds, the bench) set it themselves.
 */
export function createdDays(schema: Schema): void {
  schema.add({ created_day: { type: Number, default: null } });
  schema.pre('validate', function (this: Dated) {
    if (!this.isNew) return;
    this.created_date ??= now();
    this.created_day = createdDayOf(this.created_date);
  });
  schema.pre(['updateOne', 'findOneAndUpdate'], function (this: Query<unknown, unknown>) {
    if (!this.getOptions().upsert) return;
    const update = (this.getUpdate() ?? {}) as UpdateQuery<Dated>;
    const onInsert = (update.$setOnInsert ??= {}) as Partial<Dated>;
    onInsert.created_date ??= now();
    onInsert.created_day = createdDayOf(onInsert.created_date);
    this.setUpdate(update);
  });
}

const BATCH = 500;

interface DatedRow {
  _id: Types.ObjectId;
  created_date?: Date | null;
  created_day?: number | null;
}

/**
 * Gives every row of `model` whose `created_day` is missing or not its creation date's day its
 * day: rows saved before the buckets existed are otherwise never listed. Runs once per database
 * under `migration` (a claimOnce key; given back on failure so the next start retries), from
 * the service that writes the collection. Returns how many rows it updated.
 */
export async function backfillCreatedDays(
  { collection }: { collection: Collection },
  migration: string,
): Promise<number> {
  if (!(await claimOnce(migration))) return 0;
  try {
    const rows = await collection
      .find<DatedRow>({}, { projection: { created_date: 1, created_day: 1 } })
      .toArray();
    const stale = rows.flatMap((row) => {
      if (!(row.created_date instanceof Date)) return [];
      const day = createdDayOf(row.created_date);
      return row.created_day === day ? [] : [{ _id: row._id, day }];
    });
    for (let start = 0; start < stale.length; start += BATCH) {
      await collection.bulkWrite(
        stale.slice(start, start + BATCH).map((row) => ({
          updateOne: { filter: { _id: row._id }, update: { $set: { created_day: row.day } } },
        })),
        { ordered: false },
      );
    }
    return stale.length;
  } catch (error) {
    await releaseOnce(migration);
    throw error;
  }
}
