import { afterAll, beforeAll, expect, it } from 'vitest';
import { UserEventModel } from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { club } from '../../../src/app.ts';
import { createClub } from '../../fixtures.ts';

let service: TestService;
let member: TestUser;
let harbour: TestUser & { clubId: string };

beforeAll(async () => {
  service = await buildTestService(club);
  member = await service.createUser({ user_type: 1, first_name: 'Mia', last_name: 'Member' });
  harbour = await createClub(service, { name: 'Tuborg Havn Sejlklub' });
});
afterAll(() => service.close());

const eventsOf = (user: TestUser) =>
  UserEventModel.find({ to: user.id }, { _id: 0, kind: 1, screen: 1, data: 1 }).lean();

it('a request tells the club, and its decision tells the member (the live feed)', async () => {
  const asked = await service.app.inject({
    method: 'POST',
    url: '/membership-request',
    headers: bearer(member.token),
    payload: { clubId: harbour.clubId },
  });
  expect(asked.statusCode).toBe(201);
  expect(await eventsOf(harbour)).toEqual([
    { kind: 'membershipRequested', screen: 'clubMembership', data: { name: 'Mia Member' } },
  ]);
  const decided = await service.app.inject({
    method: 'PATCH',
    url: `/membership-request/${asked.json().data.id as string}`,
    headers: bearer(harbour.token),
    payload: { status: 'accepted' },
  });
  expect(decided.statusCode).toBe(200);
  expect(await eventsOf(member)).toEqual([
    {
      kind: 'membershipDecided',
      screen: 'myClub',
      data: { club: 'Tuborg Havn Sejlklub', status: 'accepted' },
    },
  ]);
});
