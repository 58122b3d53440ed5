import type { TFunction } from 'i18next';

interface Described {
  status?: unknown;
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Reads a failed call by its shape, not `instanceof ApiError`: the shell's bundle and a remote's
 * may hold different copies of that class.
 */
const described = (error: unknown): Described =>
  typeof error === 'object' && error !== null ? error : {};

/** The HTTP status of a failed call; 0 for a network failure or anything else. */
export const statusOf = (error: unknown) => {
  const status = described(error).status;
  return typeof status === 'number' ? status : 0;
};

/** A call that did not reach the server: no network, or no answer within the timeout. */
export const isUnreachable = (error: unknown) =>
  statusOf(error) === 0 && described(error).code === 'errors.network';

/** The translation key the server gave for a failed call, if it gave one. */
export const serverCode = (error: unknown): string | undefined => {
  const code = described(error).code;
  return typeof code === 'string' ? code : undefined;
};

/** The user's-language text for a failed call: the server's key, else `fallbackKey`. */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const code = described(error).code;
  return typeof code === 'string' ? t(code, { defaultValue: t(fallbackKey) }) : t(fallbackKey);
}

/** Per-field reasons the server gave, as {path, code}. */
export function fieldFailures(error: unknown): { path: string; code: string }[] {
  const details = described(error).details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is { path: string; code: string } =>
      typeof d === 'object' &&
      d !== null &&
      typeof d.path === 'string' &&
      typeof d.code === 'string',
  );
}
