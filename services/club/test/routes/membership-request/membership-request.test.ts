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
let member: TestUser;
let otherMember: TestUser;
let royal: TestUser & { clubId: string };
let rival: TestUser & { clubId: string };

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
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

beforeAll(async () => {
  service = await buildTestService(club);
  member = await service.createUser({ user_type: 1, first_name: 'Mia', last_name: 'Member' });
  otherMember = await service.createUser({ user_type: 1 });
  royal = await createClub(service, { name: 'Royal Danish Yacht Club' });
  rival = await createClub(service, { name: 'Rival Club' });
});
afterAll(() => service.close());

describe('POST /membership-request', () => {
  it('creates a pending request, whatever status the client sends', async () => {
    const response = await inject('POST', '/membership-request', member, {
      clubId: royal.clubId,
      status: 'accepted',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Membership request sent successfully!',
      data: {
        status: 'pending',
        club: { id: royal.clubId, name: 'Royal Danish Yacht Club' },
        user: { first_name: 'Mia', last_name: 'Member', email: member.email },
      },
    });
  });

  it('refuses a second request to the same club with 409', async () => {
    const response = await inject('POST', '/membership-request', member, { clubId: royal.clubId });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('membership.duplicate');
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    expect(
      (await inject('POST', '/membership-request', member, { clubId: '0123456789abcdef01234567' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/membership-request', member, { clubId: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('is for customers', async () => {
    expect(
      (await inject('POST', '/membership-request', royal, { clubId: rival.clubId })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/membership-request', null, { clubId: rival.clubId })).statusCode,
    ).toBe(401);
  });
});

describe('GET /membership-request/user-requests and /club-requests', () => {
  it("lists only the member's own requests", async () => {
    await inject('POST', '/membership-request', otherMember, { clubId: rival.clubId });
    const response = await inject('GET', '/membership-request/user-requests', member, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { club: { name: string } }) => r.club.name)).toEqual([
      'Royal Danish Yacht Club',
    ]);
  });

  it("lists only the requests to the caller's own club", async () => {
    const response = await inject('GET', '/membership-request/club-requests', royal, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { user: { email: string } }) => r.user.email)).toEqual([
      member.email,
    ]);
    const rivals = await inject('GET', '/membership-request/club-requests', rival, undefined);
    expect(rivals.json().data.map((r: { user: { email: string } }) => r.user.email)).toEqual([
      otherMember.email,
    ]);
  });

  it('keeps each list to its role', async () => {
    expect(
      (await inject('GET', '/membership-request/club-requests', member, undefined)).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', '/membership-request/user-requests', royal, undefined)).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /membership-request/{id}', () => {
  const pendingIdAt = async (clubUser: TestUser) =>
    (await inject('GET', '/membership-request/club-requests', clubUser, undefined)).json().data[0]
      .id as string;

  it("answers 404 to a club deciding another club's request, and changes nothing", async () => {
    const id = await pendingIdAt(royal);
    const response = await inject('PATCH', `/membership-request/${id}`, rival, {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('membership.notFound');
    const mine = await inject('GET', '/membership-request/user-requests', member, undefined);
    expect(mine.json().data[0].status).toBe('pending');
  });

  it('accepts a pending request once; a second decision is refused with 409', async () => {
    const id = await pendingIdAt(royal);
    const accepted = await inject('PATCH', `/membership-request/${id}`, royal, {
      status: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Membership request updated.',
      data: { id, status: 'accepted' },
    });
    const again = await inject('PATCH', `/membership-request/${id}`, royal, { status: 'denied' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('membership.alreadyDecided');
    const mine = await inject('GET', '/membership-request/user-requests', member, undefined);
    expect(mine.json().data[0].status).toBe('accepted');
  });

  it('lets exactly one of several simultaneous decisions through', async () => {
    const id = await pendingIdAt(rival);
    const results = await Promise.all(
      ['accepted', 'denied', 'accepted', 'denied'].map((status) =>
        inject('PATCH', `/membership-request/${id}`, rival, { status }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('finishes a decision that was recorded before a crash, and still answers 409', async () => {
    const late = await service.createUser({ user_type: 1 });
    const created = await inject('POST', '/membership-request', late, { clubId: royal.clubId });
    const id = created.json().data.id as string;
    await MembershipDecisionModel.create({
      request: id,
      club: royal.clubId,
      decided_by: royal.id,
      status: 'denied',
    });
    const response = await inject('PATCH', `/membership-request/${id}`, royal, {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(409);
    const theirs = await inject('GET', '/membership-request/user-requests', late, undefined);
    expect(theirs.json().data[0].status).toBe('denied');
  });

  it('refuses other statuses, other roles and no token', async () => {
    const id = '0123456789abcdef01234567';
    const bad = await inject('PATCH', `/membership-request/${id}`, royal, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('membership.validation.status');
    expect(
      (await inject('PATCH', `/membership-request/${id}`, member, { status: 'accepted' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('PATCH', `/membership-request/${id}`, null, { status: 'accepted' })).statusCode,
    ).toBe(401);
  });
});
