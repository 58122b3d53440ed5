import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Libraries } from '@react-google-maps/api';

/** Places for the address picker; the map needs only the core. One array, never a new one. */
const LIBRARIES: Libraries = ['places'];

/** How long the script may take before the offline variant shows instead (no network, ...). */
export const LOAD_TIMEOUT_MS = 30_000;

export interface LoaderOptions {
  id: string;
  googleMapsApiKey: string;
  libraries: Libraries;
  language: string;
  region: string;
}

let chosen: LoaderOptions | undefined;

/**
 * The options of the one Google Maps script of this page. Google's loader refuses other
 * options once it has loaded, so the first caller's language and region stay (a language
 * switch shows Google's texts in the first language until the next page load).
 */
export function loaderOptions(apiKey: string, language: string, region: string): LoaderOptions {
  if (chosen?.googleMapsApiKey !== apiKey) {
    chosen = {
      id: 'google-maps',
      googleMapsApiKey: apiKey,
      libraries: LIBRARIES,
      language,
      region,
    };
  }
  return chosen;
}

declare global {
  interface Window {
    /** Google calls it when the key is refused (bad key, referrer not allowed, billing off). */
    gm_authFailure?: () => void;
  }
}

let authFailed = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.gm_authFailure ??= () => {
    authFailed = true;
    for (const notify of listeners) notify();
  };
  return () => {
    listeners.delete(listener);
  };
}

/** Whether Google has refused the key: its script loaded, but no map or place will work. */
export const useAuthFailure = () => useSyncExternalStore(subscribe, () => authFailed);

/** True once `active` has lasted LOAD_TIMEOUT_MS. */
export function useLoadTimeout(active: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLate(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return late;
}
