import { afterEach, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import { consumeUserEventsForPush } from '@boatcare/server-kit/notifications';
import { NotificationModel, PushSubscriptionModel } from '@boatcare/server-kit/models';
import { bearer, useTestService } from '@boatcare/server-kit/testing';
import { pathTo } from '@boatcare/shared-domain/core';
import { addMonths } from '@boatcare/shared-domain/schemas/boat';
import { marketplace } from '../../src/app.ts';
import { remindCareDue } from '../../src/workers/boats-care.ts';
import { addBoat, upload } from '../routes/boats/boats-fixtures.ts';

const service = useTestService(marketplace, { NOTIFICATIONS_INTERVAL_MS: '0' });
const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
afterEach(() => setClockOffset(0));

it('a care reminder is in the bell (and pushed) with "request this again" as its link, once', async () => {
  const owner = await service.createUser({ user_type: 1 });
  const boat = await addBoat(service, owner, { boatName: 'Bell boat' });
  await upload(
    service,
    owner,
    `/boats/${boat}/logbook`,
    { kind: 'coating', coating: 'wax', date: today(), title: 'Waxed it myself' },
    [],
  );
  await PushSubscriptionModel.create({
    user: owner.id,
    endpoint: 'https://push.example/device-1',
    p256dh: 'p',
    auth: 'a',
    created_date: new Date(),
  });
  setClockOffset(Date.parse(addMonths(today(), 3)) - Date.now() - 10 * DAY);
  await remindCareDue();
  await remindCareDue();
  const bell = await service.app.inject({
    method: 'GET',
    url: '/events/list',
    headers: bearer(owner.token),
  });
  const due = bell
    .json<{ items: { kind: string; screen: string; params: object; data: object }[] }>()
    .items.filter((event) => event.kind === 'careDue');
  expect(due).toHaveLength(1);
  expect(due[0]).toMatchObject({
    screen: 'createRequest',
    params: { boat, again: 'wax' },
    data: { title: 'Bell boat', careItem: 'wax', dueDay: addMonths(today(), 3) },
  });
  // The bell's link opens the wizard filled in from the boat for the item due.
  expect(pathTo('en', 'createRequest', due[0]!.params as Record<string, string>)).toBe(
    `/en/create-request?boat=${boat}&again=wax`,
  );
  // The push goes the same way, to the same page.
  await consumeUserEventsForPush();
  const pushes = await NotificationModel.find({ receiver: owner.id, channel: 'push' }).lean();
  expect(pushes.map((row) => [row.kind, row.path])).toEqual([
    ['careDue', `create-request?boat=${boat}&again=wax`],
  ]);
});
