import { afterAll, beforeAll, expect, it } from 'vitest';
import { UserEventModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { payments } from '../../src/app.ts';
import { applyProviderSubscription } from '../../src/repositories/bidder.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(payments);
});
afterAll(() => service.close());

it("tells the provider of each change of their subscription's state, never of a replay", async () => {
  const provider = await service.createUser({
    user_type: 2,
    provider_subscription: { subscriptionId: 'sub_live_1', status: 'incomplete' },
  });
  const renewsAt = new Date('2030-07-01T00:00:00Z');
  const active = { id: 'sub_live_1', status: 'active', active: true, currentPeriodEnd: renewsAt };
  const told = () =>
    UserEventModel.find({ to: provider.id, kind: 'subscriptionChanged' })
      .sort({ created_date: 1 })
      .lean();

  await applyProviderSubscription(active);
  // The same state again (a webhook replayed, a late copy): nothing to tell.
  await applyProviderSubscription(active);
  expect(await told()).toHaveLength(1);
  await applyProviderSubscription({ ...active, cancelAtPeriodEnd: true });
  await applyProviderSubscription({ ...active, cancelAtPeriodEnd: true });
  const events = await told();
  expect(events.map((event) => event.data)).toEqual([{ status: 'active' }, { status: 'active' }]);
  expect(events.every((event) => event.screen === 'supplierSubscribe')).toBe(true);
});
