// A type only: the entry loads nothing shared before the bootstrap.
import type { FirstRead } from '@boatcare/shared-ui/core';

declare const BOATCARE_API_BASE: string | undefined;

/**
 * The reads of the screens a signed-in person opens first, by the screen's path after the
 * language and the user type it is for (first-reads.test.ts checks both against the screen and
 * endpoint tables). Plain values: the entry runs before any shared module has loaded.
 */
export const FIRST_READS: { path: string; userType: number; reads: string[] }[] = [
  { path: 'dashboard', userType: 1, reads: ['/api/customer/dashboard'] },
  { path: 'supplier/dashboard', userType: 2, reads: ['/api/supplier/dashboard'] },
  {
    path: 'club/dashboard',
    userType: 3,
    reads: ['/club/dashboard', '/club', '/membership-request/club-requests'],
  },
  { path: 'admin', userType: 0, reads: ['/super/dashboard'] },
];

/** The stored session's token and user type, read without its schemas (it is checked later). */
function storedUser(): { token: string; userType: unknown } | null {
  try {
    const stored = JSON.parse(localStorage.getItem('user') ?? 'null') as {
      access_token?: unknown;
      user?: { user_type?: unknown };
    } | null;
    return typeof stored?.access_token === 'string'
      ? { token: stored.access_token, userType: stored.user?.user_type }
      : null;
  } catch {
    return null;
  }
}

/**
 * Starts the reads of the screen at `to` (a path with its language) for this person at once, while
 * the app's code loads: without it they would wait for the shell, the role's remote and the
 * page's code, one after the other. The API client takes them (shared-ui `takeFirstRead`).
 */
export function startReadsOf(to: string, user: { token: string; userType: unknown }) {
  const path = (to.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).slice(1).join('/');
  const screen = FIRST_READS.find((s) => s.path === path && s.userType === user.userType);
  if (!screen) return;
  const base = typeof BOATCARE_API_BASE === 'string' ? BOATCARE_API_BASE : '';
  const started = screen.reads.map((read): FirstRead => {
    const url = new URL(`${base}/v1${read}`, location.href).href;
    const response = fetch(url, { headers: { authorization: `Bearer ${user.token}` } });
    // Nobody may take it (a redirect elsewhere): its failure is not an unhandled rejection.
    response.catch(() => undefined);
    return { url, token: user.token, response, startedAt: performance.now() };
  });
  window.boatcareFirstReads = [...(window.boatcareFirstReads ?? []), ...started];
}

/** The reads of the screen the page opens on, for the stored session (the entry's first step). */
export function startFirstReads() {
  const user = storedUser();
  if (user) startReadsOf(location.pathname, user);
}
