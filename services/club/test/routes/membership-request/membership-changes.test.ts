import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { club } from '../../../src/app.ts';
import { MembershipDecisionModel } from '../../../src/models/membership-decision.ts';
import { createClub } from '../../fixtures.ts';

let service: TestService;
let harbour: TestUser & { clubId: string };
let rival: TestUser & { clubId: string };

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  service.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });

const ask = async (member: TestUser, clubId = harbour.clubId) =>
  inject('POST', '/membership-request', member, { clubId });
const decide = (id: string, status: 'accepted' | 'denied', by = harbour) =>
  inject('PATCH', `/membership-request/${id}`, by, { status });
const myRequests = async (member: TestUser) =>
  (await inject('GET', '/membership-request/user-requests', member)).json().data as {
    id: string;
    status: string;
    club: { id: string };
  }[];

/** A new customer whose request to the harbour club was accepted. */
async function newMember(first_name = 'Ada', email?: string) {
  const member = await service.createUser({ user_type: 1, first_name, last_name: 'Sailor', email });
  const id = (await ask(member)).json().data.id as string;
  expect((await decide(id, 'accepted')).statusCode).toBe(200);
  return { member, id };
}

beforeAll(async () => {
  service = await buildTestService(club);
  harbour = await createClub(service, { name: 'Harbour Club' });
  rival = await createClub(service, { name: 'Rival Club' });
});
afterAll(() => service.close());

describe('GET /membership-request/club-members and /club/dashboard', () => {
  it("lists only the caller's own accepted members, searched and paged", async () => {
    await newMember('Bertha', 'bertha@members.test');
    await newMember('Carl');
    await newMember('Dora');
    const pending = await service.createUser({ user_type: 1, first_name: 'Pending' });
    await ask(pending);
    const elsewhere = await service.createUser({ user_type: 1, first_name: 'Elsewhere' });
    const rivalId = (await ask(elsewhere, rival.clubId)).json().data.id as string;
    await decide(rivalId, 'accepted', rival);

    const page1 = await inject('GET', '/membership-request/club-members?limit=2', harbour);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page1.json().data).toHaveLength(2);
    const page2 = await inject('GET', '/membership-request/club-members?limit=2&page=2', harbour);
    expect(page2.json().data).toHaveLength(1);
    const names = [...page1.json().data, ...page2.json().data].map(
      (r: { user: { first_name: string } }) => r.user.first_name,
    );
    expect(names.sort()).toEqual(['Bertha', 'Carl', 'Dora']);

    const found = await inject('GET', '/membership-request/club-members?q=BERTHA@', harbour);
    expect(found.json().data.map((r: { user: { email: string } }) => r.user.email)).toEqual([
      'bertha@members.test',
    ]);
    const rivals = await inject('GET', '/membership-request/club-members', rival);
    expect(
      rivals.json().data.map((r: { user: { first_name: string } }) => r.user.first_name),
    ).toEqual(['Elsewhere']);
  });

  it("counts the caller's own club's requests", async () => {
    const response = await inject('GET', '/club/dashboard', harbour);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ members: 3, pending: 1, denied: 0 });
    expect((await inject('GET', '/club/dashboard', rival)).json().data).toMatchObject({
      members: 1,
      pending: 0,
      denied: 0,
    });
  });

  it('is for clubs only', async () => {
    const member = await service.createUser({ user_type: 1 });
    expect((await inject('GET', '/club/dashboard', member)).statusCode).toBe(403);
    expect((await inject('GET', '/membership-request/club-members', member)).statusCode).toBe(403);
    expect((await inject('GET', '/club/dashboard', null)).statusCode).toBe(401);
  });
});

describe('DELETE /membership-request/{id}', () => {
  it('lets a member leave; the club no longer lists them', async () => {
    const { member, id } = await newMember('Leaving');
    const response = await inject('DELETE', `/membership-request/${id}`, member);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You have left the club.');
    expect(await myRequests(member)).toEqual([]);
    const members = await inject('GET', '/membership-request/club-members?q=Leaving', harbour);
    expect(members.json().data).toEqual([]);
  });

  it('lets a club remove its own member, and answers 404 for anyone else', async () => {
    const { member, id } = await newMember('Removed');
    expect((await inject('DELETE', `/membership-request/${id}`, rival)).statusCode).toBe(404);
    const stranger = await service.createUser({ user_type: 1 });
    expect((await inject('DELETE', `/membership-request/${id}`, stranger)).statusCode).toBe(404);
    expect((await myRequests(member))[0]?.status).toBe('accepted');

    const removed = await inject('DELETE', `/membership-request/${id}`, harbour);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Member removed.');
    expect(await myRequests(member)).toEqual([]);
    // and the member may ask again at once
    expect((await ask(member)).statusCode).toBe(201);
  });

  it('does not let a club remove a request it has not accepted', async () => {
    const member = await service.createUser({ user_type: 1 });
    const id = (await ask(member)).json().data.id as string;
    expect((await inject('DELETE', `/membership-request/${id}`, harbour)).statusCode).toBe(404);
    expect((await myRequests(member))[0]?.status).toBe('pending');
  });

  it('ends a membership once when the member leaves while the club removes them', async () => {
    const { member, id } = await newMember('Racing');
    const results = await Promise.all([
      inject('DELETE', `/membership-request/${id}`, member),
      inject('DELETE', `/membership-request/${id}`, harbour),
      inject('DELETE', `/membership-request/${id}`, member),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => [200, 404].includes(r.statusCode))).toBe(true);
    expect(await myRequests(member)).toEqual([]);
  });
});

describe('asking again after a denial', () => {
  it('refuses a new request within 7 days, and accepts one after', async () => {
    const member = await service.createUser({ user_type: 1 });
    const id = (await ask(member)).json().data.id as string;
    await decide(id, 'denied');
    // leaving a denied request does not skip the wait
    expect((await inject('DELETE', `/membership-request/${id}`, member)).statusCode).toBe(404);
    const early = await ask(member);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'myClub.retryLater',
      message: 'The club denied your request. You can ask again 7 days after the decision.',
    });

    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await MembershipDecisionModel.updateOne(
      { request: id },
      { $set: { created_date: eightDaysAgo } },
      { timestamps: false, strict: false },
    );
    const again = await ask(member);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.status).toBe('pending');
    expect((await myRequests(member)).map((r) => r.status)).toEqual(['pending']);
  });

  it('lets one of several simultaneous asks through after the wait', async () => {
    const member = await service.createUser({ user_type: 1 });
    const id = (await ask(member)).json().data.id as string;
    await decide(id, 'denied');
    await MembershipDecisionModel.updateOne(
      { request: id },
      { $set: { created_date: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) } },
      { timestamps: false, strict: false },
    );
    const results = await Promise.all([ask(member), ask(member), ask(member)]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => [201, 409].includes(r.statusCode))).toBe(true);
    expect((await myRequests(member)).map((r) => r.status)).toEqual(['pending']);
  });

  it('decides a join and an accept on one request once each', async () => {
    const member = await service.createUser({ user_type: 1 });
    const [first, second] = await Promise.all([ask(member), ask(member)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const id = (first.statusCode === 201 ? first : second).json().data.id as string;
    const decisions = await Promise.all([decide(id, 'accepted'), decide(id, 'denied')]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [only] = await myRequests(member);
    expect(only?.status).toBe(decisions.find((r) => r.statusCode === 200)?.json().data.status);
  });
});
