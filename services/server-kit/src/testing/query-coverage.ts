import mongoose from 'mongoose';

/**
 * Every query the lists and dashboards make is captured (mongoose's debug hook) while they
 * answer, and each must be bounded by an index declared in the models: its filter names the
 * first key of an index with an equality (or `$in`), or, unfiltered, it sorts by one. A new
 * query without an index fails the services' index tests with its collection and filter.
 */
export interface CapturedQuery {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
  sort: Record<string, unknown>;
}

const READS = new Set(['find', 'findOne', 'countDocuments', 'aggregate', 'distinct']);

/** The first key of each index, per collection, as the models declare them (and `_id`). */
export function indexFirstKeys(): Map<string, Set<string>> {
  const byCollection = new Map<string, Set<string>>();
  for (const model of Object.values(mongoose.models)) {
    const keys = byCollection.get(model.collection.collectionName) ?? new Set(['_id']);
    for (const [fields] of model.schema.indexes()) {
      const first = Object.keys(fields)[0];
      if (first) keys.add(first);
    }
    byCollection.set(model.collection.collectionName, keys);
  }
  return byCollection;
}

/** Fields a filter pins with an equality or `$in` (what an index prefix can seek on). */
function pinnedFields(filter: Record<string, unknown>): string[] {
  return Object.entries(filter).flatMap(([key, value]) => {
    if (key === '$and' && Array.isArray(value)) {
      return value.flatMap((part) => pinnedFields(part as Record<string, unknown>));
    }
    if (key.startsWith('$')) return [];
    const operators =
      value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
        ? Object.keys(value)
        : [];
    const isOperatorObject = operators.length > 0 && operators.every((op) => op.startsWith('$'));
    if (!isOperatorObject) return [key];
    return operators.some((op) => op === '$eq' || op === '$in') ? [key] : [];
  });
}

export function isCovered(query: CapturedQuery, indexes: Map<string, Set<string>>): boolean {
  const keys = indexes.get(query.collection);
  if (!keys) return false;
  const branches = Array.isArray(query.filter.$or)
    ? (query.filter.$or as Record<string, unknown>[]).map((branch) => ({
        ...query.filter,
        ...branch,
      }))
    : [query.filter];
  return branches.every((filter) => {
    const pinned = pinnedFields(filter);
    if (pinned.some((field) => keys.has(field))) return true;
    const sortFirst = Object.keys(query.sort)[0];
    return pinned.length === 0 && sortFirst !== undefined && keys.has(sortFirst);
  });
}

/** Starts capturing the reads mongoose sends into `captured`; returns the function that stops. */
export function captureQueries(captured: CapturedQuery[]): () => void {
  mongoose.set('debug', function (this: unknown, collection: string, method: string, ...args) {
    if (!READS.has(method)) return;
    const [first, options] = args as [unknown, { sort?: Record<string, unknown> } | undefined];
    const filter =
      method === 'aggregate'
        ? (((first as Record<string, unknown>[])[0]?.$match ?? {}) as Record<string, unknown>)
        : ((first ?? {}) as Record<string, unknown>);
    captured.push({ collection, method, filter, sort: options?.sort ?? {} });
  });
  return () => mongoose.set('debug', false);
}

/** The captured reads no declared index bounds, as `collection.method filter` lines. */
export function uncoveredQueries(captured: readonly CapturedQuery[]): string[] {
  const indexes = indexFirstKeys();
  return captured
    .filter((query) => !isCovered(query, indexes))
    .map(({ collection, method, filter }) => `${collection}.${method} ${JSON.stringify(filter)}`);
}
