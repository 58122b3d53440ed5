import { bearer, type TestService, type TestUser } from '@boatcare/server-kit/testing';

export interface Callers {
  admin: TestUser;
  customer: TestUser;
  provider: TestUser;
  club: TestUser;
}

export async function createCallers(service: TestService): Promise<Callers> {
  return {
    admin: await service.createUser({ user_type: 0 }),
    customer: await service.createUser({ user_type: 1 }),
    provider: await service.createUser({ user_type: 2 }),
    club: await service.createUser({ user_type: 3 }),
  };
}

/** An inject call as `user` (null: without a token). */
export const callAs =
  (service: TestService) =>
  (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    service.app.inject({
      method,
      url,
      headers: user ? bearer(user.token) : {},
      ...(payload ? { payload } : {}),
    });
