import { useEffect, useState } from 'react';
import { apiUrl } from '@boatcare/shared-ui/core';

/**
 * A public API read for the islands, without the API client and its schemas: the parsed body,
 * or `undefined` when it cannot be read (logged with `failure`).
 */
export async function readPublicJson(path: string, failure: string): Promise<unknown> {
  try {
    const response = await fetch(apiUrl(path));
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return (await response.json()) as unknown;
  } catch (error) {
    console.error(failure, error);
    return undefined;
  }
}

/**
 * `readPublicJson` once, after the island has mounted (the page shows its built-in values
 * first): `data` once read, `failed` when it could not be.
 */
export function usePublicJson<T>(
  path: string,
  failure: string,
  read: (body: unknown) => T,
): { data?: T; failed: boolean } {
  const [state, setState] = useState<{ data?: T; failed: boolean }>({ failed: false });
  useEffect(() => {
    let current = true;
    void readPublicJson(path, failure).then((body) => {
      if (!current) return;
      setState(body === undefined ? { failed: true } : { data: read(body), failed: false });
    });
    return () => {
      current = false;
    };
    // `read` is a pure function of the body; a new one each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, failure]);
  return state;
}
