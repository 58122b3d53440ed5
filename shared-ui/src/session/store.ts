import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Session, SessionUser } from '@boatcare/shared-domain/schemas/session';
import { readStoredSession, SESSION_KEY } from './stored-session.ts';

export { readStoredSession, SESSION_KEY } from './stored-session.ts';

export interface SessionFlags {
  has_bidder_profile?: boolean;
  gate_fee_paid?: boolean;
  /** Sets subscription_active and subscription_paid together. */
  subscription?: boolean;
  vip?: boolean;
}

interface SessionState {
  session: Session | null;
  signIn(session: Session): void;
  signOut(): void;
  updateFlags(flags: SessionFlags): void;
  updateUser(
    fields: Partial<
      Pick<SessionUser, 'language_code' | 'currency_code' | 'first_name' | 'last_name'>
    >,
  ): void;
}

const persist = (session: Session | null) => {
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_KEY);
};

/**
 * The one session store of the page. Shell and remotes import it from this package, which
 * Module Federation shares as a singleton, so they all see the same state.
 */
export const sessionStore = createStore<SessionState>()((set, get) => {
  const update = (session: Session | null) => {
    persist(session);
    set({ session });
  };
  return {
    session: typeof localStorage === 'undefined' ? null : readStoredSession(),
    signIn: (session) => update(session),
    signOut: () => update(null),
    updateFlags(flags) {
      const current = get().session;
      if (!current) return;
      const user = { ...current.user };
      if (flags.has_bidder_profile !== undefined)
        user.has_bidder_profile = flags.has_bidder_profile;
      if (flags.gate_fee_paid !== undefined) user.gate_fee_paid = flags.gate_fee_paid;
      if (flags.subscription !== undefined) {
        user.subscription_active = flags.subscription;
        user.subscription_paid = flags.subscription;
      }
      if (flags.vip !== undefined) user.vipMembership = { isActive: flags.vip };
      update({ ...current, user });
    },
    updateUser(fields) {
      const current = get().session;
      if (current) update({ ...current, user: { ...current.user, ...fields } });
    },
  };
});

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY) sessionStore.setState({ session: readStoredSession() });
  });
}

/**
 * Checks the session read at start against the login answer's schema (loaded after the first
 * paint, with the schemas): a stored session that does not pass is signed out, one that does is
 * kept as the schema reads it (unknown fields dropped).
 */
export async function checkStoredSession(): Promise<void> {
  const stored = sessionStore.getState().session;
  if (!stored) return;
  const { loginResponse } = await import('@boatcare/shared-domain/schemas/session');
  if (sessionStore.getState().session !== stored) return;
  const parsed = loginResponse.safeParse(stored);
  if (!parsed.success) sessionStore.getState().signOut();
  else if (JSON.stringify(parsed.data) !== JSON.stringify(stored))
    sessionStore.getState().signIn(parsed.data);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useCurrentUser = () => useSession((state) => state.session?.user ?? null);
