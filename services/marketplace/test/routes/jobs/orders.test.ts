import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { UserModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createJob, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let other: TestUser;
let provider: TestUser;
const jobs: string[] = [];

const get = (user: TestUser, url: string) =>
  service.app.inject({ method: 'GET', url, headers: bearer(user.token) });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1, first_name: 'Olga', last_name: 'Owner' });
  other = await service.createUser({ user_type: 1 });
  provider = await service.createUser({ user_type: 2, first_name: 'Per', last_name: 'Provider' });
  await UserModel.updateOne(
    { _id: provider.id },
    {
      $set: {
        bidder: {
          title: 'Per Boatcare',
          bio_description: 'x'.repeat(60),
          contact_number: '+4511223344',
          address: 'Aarhus',
          latitude: 56.17,
          longitude: 10.22,
        },
      },
    },
  );
  await UserModel.updateOne(
    { _id: owner.id },
    { $set: { auctioneer: { company_name: 'Olga ApS', contact_number: '+4599887766' } } },
  );
  const base = { auctioneer: owner.id, bidder: provider.id };
  for (let i = 0; i < 12; i++) {
    jobs.push(
      await createJob({
        ...base,
        jobPost: await createJobPost(owner.id),
        bid_amount: (100 + i) * 100,
        payment_status: i % 3 === 0 ? 'completed' : 'pending',
        status: i % 4 === 0 ? 'paid_out' : 'paid',
      }),
    );
  }
  await createJob({
    jobPost: await createJobPost(other.id),
    auctioneer: other.id,
    bidder: provider.id,
    bid_amount: 50_00,
  });
});
afterAll(() => service.close());

describe('GET /jobs', () => {
  it("lists the customer's own orders, newest first, 10 by default, with meta", async () => {
    const response = await get(owner, '/jobs');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toEqual({ total: 12, page: 1, limit: 10 });
    expect(data.map((o: { id: string }) => o.id)).toEqual([...jobs].reverse().slice(0, 10));
    expect(data[0]).toMatchObject({
      bid_amount: 111_00,
      payment_status: 'pending',
      status: 'paid',
      bidder: { title: 'Per Boatcare', contact_number: '+4511223344', name: 'Per Provider' },
      auctioneer: { company_name: 'Olga ApS', contact_number: '+4599887766' },
      boat: {
        boatName: 'Test boat',
        boatType: 'Motorboat',
        lengthFeet: 30,
        address: 'Test harbour',
        images: [],
      },
    });
  });

  it('pages, and filters by payment status and by job status', async () => {
    expect((await get(owner, '/jobs?page=2&limit=10')).json().data).toHaveLength(2);
    const paid = (await get(owner, '/jobs?payment_status=completed')).json();
    expect(paid.meta.total).toBe(4);
    expect(
      paid.data.every((o: { payment_status: string }) => o.payment_status === 'completed'),
    ).toBe(true);
    expect((await get(owner, '/jobs?status=completed')).json().meta.total).toBe(3);
  });

  it('takes at most 50 a page', async () => {
    expect((await get(owner, '/jobs?limit=50')).statusCode).toBe(200);
    expect((await get(owner, '/jobs?limit=51')).statusCode).toBe(400);
  });

  it('shows a provider the orders they work on, and no one else’s', async () => {
    expect((await get(provider, '/jobs?limit=50')).json().meta.total).toBe(13);
    expect((await get(other, '/jobs')).json().meta.total).toBe(1);
  });
});

describe('GET /jobs/{id}', () => {
  it('shows an order to its owner and to its provider', async () => {
    for (const user of [owner, provider]) {
      const response = await get(user, `/jobs/${jobs[0]}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: jobs[0],
        bid_amount: 100_00,
        payment_status: 'completed',
      });
    }
  });

  it('answers 404 to anyone else', async () => {
    const response = await get(other, `/jobs/${jobs[0]}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('jobs.notFound');
    const stranger = await service.createUser({ user_type: 2 });
    expect((await get(stranger, `/jobs/${jobs[0]}`)).statusCode).toBe(404);
  });
});
