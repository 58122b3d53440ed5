/**
 * A duration in milliseconds from the environment variable `name` (0 or more). Unset or
 * invalid: 0 under NODE_ENV=test (whose tests write the database directly and read at once),
 * else `fallback`.
 */
export function durationSetting(
  name: string,
  fallback: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const set = Number(env[name]);
  if (env[name] && Number.isFinite(set) && set >= 0) return set;
  return env.NODE_ENV === 'test' ? 0 : fallback;
}
