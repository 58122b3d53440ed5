/**
 * Reads for a page's worth of keys (ids of its requests, people, ...), one equality query per
 * distinct key, in parallel. FerretDB v1 answers `{ field: { $in: keys } }` by reading the whole
 * collection into memory, while an equality on a top-level field reaches an index (on
 * PostgreSQL; on SQLite only a filter that is `_id` alone): with 100k requests that is the
 * difference between a second and a millisecond (docs/adr/0009). On MongoDB both use the index.
 * Keep `keys` to a page (the pool runs them side by side).
 */
export async function findEach<K, R>(
  keys: readonly K[],
  find: (key: K) => Promise<R[] | R | null>,
): Promise<R[]> {
  const unique = [...new Map(keys.map((key) => [String(key), key])).values()];
  const found = await Promise.all(unique.map(find));
  return found.flatMap((result) =>
    result === null ? [] : Array.isArray(result) ? result : [result],
  );
}

/** A count per distinct key, one equality count each, in parallel (see findEach). */
export async function countEach<K>(
  keys: readonly K[],
  count: (key: K) => Promise<number>,
): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((key) => [String(key), key])).values()];
  const counts = await Promise.all(unique.map(count));
  return new Map(unique.map((key, i) => [String(key), counts[i] ?? 0]));
}
