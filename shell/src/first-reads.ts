// A type only: the entry loads nothing shared before the bootstrap.
import type { FirstRead } from '@boatcare/shared-ui/core';
import { pathAfterLanguage } from './app/path-after-language.ts';

declare const BOATCARE_API_BASE: string | undefined;

/**
 * The owner's job list as its screen asks for it first (mf-customer JobsPage: all stages, a page
 * of `OWNER_JOBS_PAGE_SIZE`; first-reads.test.ts holds the two together).
 */
const OWNER_JOBS = ['/jobpost/counts', '/jobpost/list?limit=12&page=1'];

/**
 * The reads of the screens a signed-in person opens first or comes back to, by the screen's path
 * after the language (`:id` stands for one segment, and is put into the reads) and the user type
 * it is for; a list's read as the screen asks for it unfiltered (first-reads.test.ts checks
 * both against the screen and endpoint tables). Plain values: the entry runs before any shared
 * module has loaded.
 */
export const FIRST_READS: { path: string; userType: number; reads: string[] }[] = [
  { path: 'dashboard', userType: 1, reads: ['/api/customer/dashboard'] },
  { path: 'my-jobs', userType: 1, reads: OWNER_JOBS },
  { path: 'my-requests', userType: 1, reads: OWNER_JOBS },
  { path: 'my-order', userType: 1, reads: OWNER_JOBS },
  { path: 'requests/:id', userType: 1, reads: ['/jobpost/get/:id'] },
  { path: 'supplier/dashboard', userType: 2, reads: ['/api/supplier/dashboard'] },
  {
    path: 'supplier/jobs/:id',
    userType: 2,
    reads: ['/jobpost/get/:id', '/bidder-payments/status'],
  },
  {
    path: 'club/dashboard',
    userType: 3,
    reads: ['/club/dashboard', '/club', '/membership-request/club-requests'],
  },
  { path: 'admin', userType: 0, reads: ['/super/dashboard'] },
  { path: 'admin/users/:id', userType: 0, reads: ['/super/get/user/:id'] },
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

/** The first reads of the screen at these path segments for this user type, `:id` put in. */
function readsAt(segments: string[], userType: unknown) {
  for (const screen of FIRST_READS) {
    const pattern = screen.path.split('/');
    if (screen.userType !== userType || pattern.length !== segments.length) continue;
    // An id is a plain segment (never `..` or an escape that would make another URL).
    const fits = pattern.every((part, i) =>
      part === ':id' ? /^[\w-]+$/.test(segments[i] ?? '') : part === segments[i],
    );
    const id = segments[pattern.indexOf(':id')] ?? '';
    if (fits) return screen.reads.map((read) => read.replace(':id', id));
  }
  return [];
}

/**
 * Starts the reads of the screen at `to` (a path with its language) for this person at once, while
 * the app's code loads: without it they would wait for the shell, the role's remote and the
 * page's code, one after the other. The API client takes them (shared-ui `takeFirstRead`).
 */
export function startReadsOf(to: string, user: { token: string; userType: unknown }) {
  const segments = pathAfterLanguage(to).split('/').filter(Boolean);
  const reads = readsAt(segments, user.userType);
  if (!reads.length) return;
  const base = typeof BOATCARE_API_BASE === 'string' ? BOATCARE_API_BASE : '';
  const started = reads.map((read): FirstRead => {
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
