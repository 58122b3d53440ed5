import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import {
  ClubModel,
  ClubVerifiedProviderModel,
  JobPostModel,
  MembershipRequestModel,
} from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { isoWeek } from '../../../src/repositories/pier-batches.ts';
import { HARBOURS, createBid, createJobPost } from '../../fixtures.ts';

let service: TestService;
let provider: TestUser;
let unpaid: TestUser;
let clubId: string;
const owners: TestUser[] = [];

const batches = (user: TestUser) =>
  service.app.inject({ method: 'GET', url: '/jobpost/batches', headers: bearer(user.token) });

async function requestOn(owner: TestUser, day: string, at = HARBOURS.tuborgHavn, feet = 30) {
  const id = await createJobPost(owner.id, { at });
  await JobPostModel.updateOne(
    { _id: id },
    { $set: { preferredDate: new Date(`${day}T00:00:00Z`), lengthFeet: feet } },
  );
  return id;
}

beforeAll(async () => {
  service = await buildTestService(marketplace);
  provider = await service.createUser({ user_type: 2, subscription_active: true });
  unpaid = await service.createUser({ user_type: 2 });
  const clubUser = await service.createUser({ user_type: 3 });
  const club = await ClubModel.create({
    user: clubUser.id,
    name: 'Tuborg Sailing Club',
    location: 'Tuborg Havn',
    ...HARBOURS.tuborgHavn,
  });
  clubId = String(club._id);
  for (const first_name of ['Anna', 'Bent', 'Carla']) {
    const owner = await service.createUser({ user_type: 1, first_name, last_name: 'Secret' });
    owners.push(owner);
    await MembershipRequestModel.create({ club: club._id, user: owner.id, status: 'accepted' });
  }
  const [anna, bent, carla] = owners as [TestUser, TestUser, TestUser];
  // 2030-06-03 is a Monday: two members that week at the harbour make a batch.
  await requestOn(anna, '2030-06-03', HARBOURS.tuborgHavn, 30);
  const bentsId = await requestOn(bent, '2030-06-07', HARBOURS.tuborgHavn, 42);
  await createBid(bentsId, provider.id, 500_00);
  // Not in it: another week, another harbour, a non-member.
  await requestOn(carla, '2030-06-12');
  await requestOn(carla, '2030-06-04', HARBOURS.nyhavn);
  const stranger = await service.createUser({ user_type: 1 });
  await requestOn(stranger, '2030-06-05');
});
afterAll(() => service.close());

describe('GET /jobpost/batches', () => {
  it('groups members’ requests at the club harbour in one week, without the owners', async () => {
    const response = await batches(provider);
    expect(response.statusCode).toBe(200);
    const [batch, ...rest] = response.json().data;
    expect(rest).toEqual([]);
    expect(batch).toMatchObject({
      id: `${clubId}-2030-W23`,
      club: { id: clubId, name: 'Tuborg Sailing Club' },
      week: '2030-W23',
      count: 2,
      totalFeet: 72,
      dates: ['2030-06-03', '2030-06-07'],
    });
    expect(batch.requests.map((r: { myBid: number | null }) => r.myBid)).toEqual([null, 500_00]);
    const text = response.body;
    for (const owner of owners) {
      expect(text).not.toContain(owner.id);
      expect(text).not.toContain(owner.email);
    }
    expect(text).not.toContain('Secret');
  });

  it('is for providers with an active subscription', async () => {
    expect((await batches(unpaid)).statusCode).toBe(403);
    expect((await batches(owners[0] as TestUser)).statusCode).toBe(403);
  });
});

describe("a batch during a member's club-priority window", () => {
  it("is shown only to the club's verified providers until the window closes", async () => {
    const clubUser = await service.createUser({ user_type: 3 });
    const club = await ClubModel.create({
      user: clubUser.id,
      name: 'Nyhavn Boat Club',
      location: 'Nyhavn',
      ...HARBOURS.nyhavn,
    });
    const vouched = await service.createUser({ user_type: 2, subscription_active: true });
    await ClubVerifiedProviderModel.create({ club: club._id, provider: vouched.id });
    const members: TestUser[] = [];
    for (const first_name of ['Dora', 'Erik']) {
      const owner = await service.createUser({ user_type: 1, first_name });
      await MembershipRequestModel.create({ club: club._id, user: owner.id, status: 'accepted' });
      members.push(owner);
    }
    const [dora, erik] = members as [TestUser, TestUser];
    // 2030-09-02 is a Monday: two members' requests at Nyhavn that week, one in its window.
    await requestOn(dora, '2030-09-02', HARBOURS.nyhavn);
    const prioritised = await requestOn(erik, '2030-09-04', HARBOURS.nyhavn);
    const hour = 60 * 60 * 1000;
    await JobPostModel.updateOne(
      { _id: prioritised },
      { $set: { priorityClub: club._id, priorityUntil: new Date(Date.now() + hour) } },
    );
    const nyhavnBatch = async (user: TestUser) => {
      const response = await batches(user);
      expect(response.statusCode).toBe(200);
      const list = response.json().data as { club: { id: string }; requests: { id: string }[] }[];
      return list.find((batch) => batch.club.id === String(club._id));
    };

    // Outside the club: one visible request is no batch, and the member's request is not shown.
    expect(await nyhavnBatch(provider)).toBeUndefined();
    expect((await batches(provider)).body).not.toContain(String(prioritised));
    // The club's verified provider sees both.
    expect((await nyhavnBatch(vouched))?.requests.map((r) => r.id)).toContain(String(prioritised));

    // Once the window has closed, everyone sees the batch.
    await JobPostModel.updateOne(
      { _id: prioritised },
      { $set: { priorityUntil: new Date(Date.now() - hour) } },
    );
    expect((await nyhavnBatch(provider))?.requests).toHaveLength(2);
  });
});

describe('isoWeek', () => {
  it('follows ISO 8601 across a year end', () => {
    expect(isoWeek(new Date('2030-06-03T00:00:00Z'))).toBe('2030-W23');
    expect(isoWeek(new Date('2026-12-31T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
  });
});
