/**
 * The first screen's reads the shell's entry starts before the app's code has loaded
 * (shell/src/first-reads.ts): a signed-in person's dashboard asks for its data in parallel with
 * its code instead of after it. The API client answers the same GET with the response already
 * on its way, once, and only soon after the page started.
 */
export interface FirstRead {
  /** The absolute URL asked for. */
  url: string;
  /** The token it was asked with: a read for someone else is never used. */
  token: string;
  response: Promise<Response>;
  /** When it was asked (`performance.now()`). */
  startedAt: number;
}

declare global {
  interface Window {
    boatcareFirstReads?: FirstRead[];
  }
}

/** How long a first read may answer after it was asked (older: the client asks again). */
export const FIRST_READ_MAX_AGE_MS = 15_000;

/** The first read for this request, taken (the next identical request asks the server). */
export function takeFirstRead(request: Request, token: string | null | undefined) {
  if (typeof window === 'undefined' || request.method !== 'GET' || !token) return undefined;
  const reads = window.boatcareFirstReads ?? [];
  const index = reads.findIndex(
    (read) =>
      read.url === request.url &&
      read.token === token &&
      performance.now() - read.startedAt < FIRST_READ_MAX_AGE_MS,
  );
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  // A read that failed on the way is asked again by the client, with its retries.
  return read?.response.catch(() => undefined);
}
