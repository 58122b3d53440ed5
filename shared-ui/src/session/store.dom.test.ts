import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@boatcare/shared-domain/schemas/session';
import { checkStoredSession, readStoredSession, SESSION_KEY, sessionStore } from './store.ts';

const session: Session = {
  access_token: 'token',
  user: {
    id: 'u1',
    first_name: 'Ada',
    last_name: 'Boat',
    email: 'ada@boatcare.test',
    user_type: 1,
    language_code: 'en',
    currency_code: 'DKK',
    has_bidder_profile: false,
    gate_fee_paid: false,
    subscription_active: false,
    subscription_paid: false,
  },
};

const stored = (value: unknown) => ({ getItem: () => JSON.stringify(value) });

describe('the stored session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ session: null });
  });

  it('is read at start from its outline, also in the older nested shape', () => {
    expect(readStoredSession(stored(session))).toEqual(session);
    expect(readStoredSession(stored({ ...session, user: { user: session.user } }))).toEqual(
      session,
    );
    expect(readStoredSession(stored({ user: session.user }))).toBeNull();
    expect(
      readStoredSession(stored({ ...session, user: { ...session.user, user_type: 7 } })),
    ).toBeNull();
    expect(readStoredSession({ getItem: () => '{not json' })).toBeNull();
  });

  it('that fails the schema once checked is signed out', async () => {
    const broken = {
      ...session,
      user: { ...session.user, language_code: 'xx' },
    } as unknown as Session;
    sessionStore.getState().signIn(broken);
    await checkStoredSession();
    expect(sessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('that passes is kept as the schema reads it', async () => {
    sessionStore.getState().signIn({ ...session, user: { ...session.user, extra: 1 } } as Session);
    await checkStoredSession();
    expect(sessionStore.getState().session).toEqual(session);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(session);
  });
});
