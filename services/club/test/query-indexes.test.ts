import { afterAll, beforeAll } from 'vitest';
import {
  bearer,
  buildTestService,
  describeListIndexes,
  type ListCall,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { club } from '../src/app.ts';
import { createClub } from './fixtures.ts';

/**
 * Every query the club's lists and dashboard make is bounded by an index declared in the
 * models (the check: server-kit testing/query-indexes.ts).
 */
let service: TestService;
let harbour: TestUser & { clubId: string };
let member: TestUser;

beforeAll(async () => {
  service = await buildTestService(club);
  harbour = await createClub(service, { name: 'Index Harbour Club' });
  member = await service.createUser({ user_type: 1 });
  const applicant = await service.createUser({ user_type: 1 });
  const provider = await service.createUser({
    user_type: 2,
    bidder: {
      title: 'Index Hulls ApS',
      bio_description: 'Hulls polished.',
      contact_number: '+4512345678',
      address: 'Nyhavn',
      latitude: 55.68,
      longitude: 12.59,
    },
  });
  const post = (user: TestUser, url: string, payload: object) =>
    service.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
  for (const user of [member, applicant]) {
    await post(user, '/membership-request', { clubId: harbour.clubId });
  }
  const requests = await service.app.inject({
    method: 'GET',
    url: '/membership-request/club-requests',
    headers: bearer(harbour.token),
  });
  const pending = (requests.json().data as { id: string; user: { email: string } }[]).find(
    (request) => request.user.email === member.email,
  );
  await service.app.inject({
    method: 'PATCH',
    url: `/membership-request/${pending?.id}`,
    headers: bearer(harbour.token),
    payload: { status: 'accepted' },
  });
  await post(harbour, '/club/verified-providers', { providerId: provider.id });
});
afterAll(() => service.close());

const LISTS: ListCall[] = [
  ['/club/dashboard', () => harbour],
  ['/membership-request/club-requests', () => harbour],
  ['/membership-request/club-members', () => harbour],
  ['/club/verified-providers', () => harbour],
  ['/membership-request/user-requests', () => member],
];

describeListIndexes('indexes for the club’s lists’ queries', () => service, LISTS);
