import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { MembershipRequestModel } from '@boatcare/server-kit/models';
import { club } from '../../../src/app.ts';
import { createClub } from '../../fixtures.ts';

let service: TestService;
let member: TestUser;
let royal: string;

const search = (q: string, user: TestUser = member) =>
  service.app.inject({
    method: 'GET',
    url: `/club/search?q=${encodeURIComponent(q)}`,
    headers: bearer(user.token),
  });

beforeAll(async () => {
  service = await buildTestService(club);
  member = await service.createUser({ user_type: 1 });
  royal = (
    await createClub(service, {
      name: 'Royal Danish Yacht Club',
      location: 'Tuborg Havn, Hellerup',
    })
  ).clubId;
  await createClub(service, { name: 'Aarhus Sejlklub', location: 'Aarhus Lystbådehavn' });
  await createClub(service, { name: 'A.B. Club', location: 'Odense' });
  await MembershipRequestModel.create({ club: royal, user: member.id });
});
afterAll(() => service.close());

describe('GET /club/search', () => {
  it('finds clubs by name, in any case', async () => {
    const response = await search('royal');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: royal,
        name: 'Royal Danish Yacht Club',
        location: 'Tuborg Havn, Hellerup',
        logoUrl: '',
        membershipStatus: 'pending',
      },
    ]);
  });

  it('finds clubs by location', async () => {
    const names = (await search('LYSTBÅDE')).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Aarhus Sejlklub']);
  });

  it('takes the text literally, not as a pattern', async () => {
    expect((await search('A.B.')).json().data.map((c: { name: string }) => c.name)).toEqual([
      'A.B. Club',
    ]);
    expect((await search('a.b')).json().data.map((c: { name: string }) => c.name)).toEqual([
      'A.B. Club',
    ]);
    expect((await search('.*')).json().data).toEqual([]);
    expect((await search('(')).statusCode).toBe(200);
  });

  it('answers an empty list for an empty search', async () => {
    expect((await search('  ')).json()).toEqual({ data: [] });
  });

  it('answers at most 20 clubs', async () => {
    await Promise.all(
      Array.from({ length: 22 }, (_, i) => createClub(service, { name: `Marina ${i}` })),
    );
    expect((await search('marina')).json().data).toHaveLength(20);
  });

  it('is for signed-in customers', async () => {
    const clubUser = await createClub(service);
    expect((await search('royal', clubUser)).statusCode).toBe(403);
    expect(
      (await service.app.inject({ method: 'GET', url: '/club/search?q=royal' })).statusCode,
    ).toBe(401);
  });
});
