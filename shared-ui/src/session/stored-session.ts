import type { Session, SessionUser } from '@boatcare/shared-domain/schemas/session';

/** The browser keeps the session under this key, in the shape login answers. */
export const SESSION_KEY = 'user';

const USER_TYPES: readonly unknown[] = [0, 1, 2, 3];

/**
 * Reads the stored session, tolerating the older shape where the user sat one level deeper.
 * Only its outline is checked here (a token, a user with an id and a user type), so the header
 * shows the signed-in state at once without the schemas on the first paint; the full check of
 * `loginResponse` follows once the page runs (`checkStoredSession`).
 */
export function readStoredSession(
  storage: Pick<Storage, 'getItem'> = localStorage,
): Session | null {
  try {
    const raw = JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as
      (Partial<Session> & { user?: SessionUser & { user?: SessionUser } }) | null;
    if (!raw) return null;
    const user = raw.user?.user ?? raw.user;
    if (typeof raw.access_token !== 'string' || typeof user !== 'object' || user === null)
      return null;
    if (typeof user.id !== 'string' || !USER_TYPES.includes(user.user_type)) return null;
    return { access_token: raw.access_token, user };
  } catch {
    return null;
  }
}
