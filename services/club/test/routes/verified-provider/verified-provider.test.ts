import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { club } from '../../../src/app.ts';
import { createClub } from '../../fixtures.ts';

let service: TestService;
let harbour: TestUser & { clubId: string };
let rival: TestUser & { clubId: string };
let provider: TestUser;
let member: TestUser;

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
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
const list = async (user: TestUser) =>
  (await inject('GET', '/club/verified-providers', user)).json().data as { id: string }[];

beforeAll(async () => {
  service = await buildTestService(club);
  harbour = await createClub(service, { name: 'Harbour Club' });
  rival = await createClub(service, { name: 'Rival Club' });
  provider = await service.createUser({
    user_type: 2,
    first_name: 'Per',
    last_name: 'Polish',
    bidder: {
      title: 'Shiny Hulls ApS',
      bio_description: 'Hulls polished.',
      contact_number: '+4512345678',
      address: 'Nyhavn',
      latitude: 55.68,
      longitude: 12.59,
    },
  });
  member = await service.createUser({ user_type: 1, first_name: 'Shiny' });
});
afterAll(() => service.close());

describe('/club/verified-providers', () => {
  it('finds providers only (not customers) by business title', async () => {
    const response = await inject('GET', '/club/verified-providers/search?q=shiny', harbour);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: provider.id, title: 'Shiny Hulls ApS', name: 'Per Polish', verified: false },
    ]);
  });

  it('vouches once; a second vouch is 409; only this club lists it', async () => {
    const added = await inject('POST', '/club/verified-providers', harbour, {
      providerId: provider.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Provider verified.',
      data: { id: provider.id, verified: true },
    });
    const again = await inject('POST', '/club/verified-providers', harbour, {
      providerId: provider.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('clubProviders.duplicate');
    expect((await list(harbour)).map((row) => row.id)).toEqual([provider.id]);
    expect(await list(rival)).toEqual([]);
  });

  it('lets exactly one of simultaneous vouches through', async () => {
    const other = await service.createUser({ user_type: 2 });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        inject('POST', '/club/verified-providers', rival, { providerId: other.id }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses to vouch for a customer, and 404s a removal the club never made', async () => {
    const customer = await inject('POST', '/club/verified-providers', harbour, {
      providerId: member.id,
    });
    expect(customer.statusCode).toBe(404);
    const foreign = await inject('DELETE', `/club/verified-providers/${provider.id}`, rival);
    expect(foreign.statusCode).toBe(404);
    expect((await list(harbour)).map((row) => row.id)).toEqual([provider.id]);
  });

  it('stops vouching', async () => {
    const removed = await inject('DELETE', `/club/verified-providers/${provider.id}`, harbour);
    expect(removed.statusCode).toBe(200);
    expect(await list(harbour)).toEqual([]);
  });

  it('is for clubs only', async () => {
    expect((await inject('GET', '/club/verified-providers', member)).statusCode).toBe(403);
    expect((await inject('GET', '/club/verified-providers', provider)).statusCode).toBe(403);
    expect((await inject('GET', '/club/verified-providers', null)).statusCode).toBe(401);
  });
});
