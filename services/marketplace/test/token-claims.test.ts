import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  answersToHostileTokens,
  buildTestService,
  hostileTokens,
  type TestService,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

it('refuses signed tokens whose claims have the wrong shape with a 401, never a query', async () => {
  const answers = await answersToHostileTokens(service.app, '/auth/settings');
  const refused = { statusCode: 401, code: 'errors.invalidToken' };
  expect(answers).toEqual(
    Object.fromEntries(Object.keys(hostileTokens(service.app)).map((name) => [name, refused])),
  );
});
