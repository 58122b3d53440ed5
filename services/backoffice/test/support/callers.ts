import {
  bearer,
  useBeforeAll,
  useTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { backoffice } from '../../src/app.ts';

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

/**
 * The backoffice built once for a test file, with one caller of each kind and `call` for
 * requests as them (`const { service, callers, call } = useBackoffice()`).
 */
export function useBackoffice() {
  const service = useTestService(backoffice);
  const callers = useBeforeAll(() => createCallers(service));
  return { service, callers, call: callAs(service) };
}
