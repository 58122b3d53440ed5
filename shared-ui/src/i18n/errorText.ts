import type { TFunction } from 'i18next';
import { ApiError } from '@boatcare/shared-domain/api';

/** The user's-language text for a failed call: the server's key, else its message, else `fallbackKey`. */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    return t(error.code, { defaultValue: error.message || t(fallbackKey) });
  }
  return t(fallbackKey);
}
