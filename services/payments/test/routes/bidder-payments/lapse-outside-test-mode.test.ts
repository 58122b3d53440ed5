import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { createPaymentsService } from '../../../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({ STRIPE_SECRET_KEY: 'sk_test_unused' }));
});
afterAll(() => service.close());

it('refuses the test-mode lapse and checkout page when Stripe runs (403)', async () => {
  const provider = await service.createUser({ user_type: UserType.Provider });
  for (const [method, url] of [
    ['POST', '/bidder-payments/test-mode/lapse'],
    ['GET', '/bidder-payments/test-mode/sessions/cs_test_x'],
  ] as const) {
    const answer = await service.app.inject({ method, url, headers: bearer(provider.token) });
    expect(answer.statusCode, url).toBe(403);
    expect(answer.json().code).toBe('bidderPayments.testModeOnly');
  }
});
