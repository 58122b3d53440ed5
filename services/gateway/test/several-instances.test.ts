import { createHmac, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@boatcare/server-kit';
import { BidModel, JobModel, JobPostModel, UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { startCluster, type Cluster } from './cluster.ts';

/**
 * Two processes of marketplace and two of payments on one database, behind the embedded
 * gateway's round robin: a client sees one service. Everything that must be shared (rate
 * limits, webhook dedupe, "one order per request") holds across the instances.
 */
const WEBHOOK_SECRET = 'whsec_cluster_test';
const PASSWORD = 'correct-horse-battery';
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    instances: { marketplace: 2, payments: 2 },
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  await mongoose.connect(cluster.mongoUrl);
}, 180_000);
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
  await cluster?.stop();
}, 60_000);

async function user(user_type: UserType) {
  const created = await UserModel.create({
    first_name: 'Cluster',
    last_name: 'Test',
    email: `${randomUUID()}@boatcare.test`,
    password_hash: await hashPassword(PASSWORD),
    user_type,
  });
  return { id: String(created._id), email: created.email };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cluster.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function signIn(email: string): Promise<string> {
  const response = await post('/auth/login', { email, password: PASSWORD });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** Stripe's signature header over a payload (what Stripe.webhooks.generateTestHeaderString makes). */
function stripeSignature(payload: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

describe('several instances of marketplace and payments behind the gateway', () => {
  it('share the login limit: 10 failed attempts for an address in all, not 10 per instance', async () => {
    const { email } = await user(UserType.Customer);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await post('/auth/login', { email, password: 'wrong-guess' });
      expect(refused.status).toBe(401);
    }
    // Round robin sent five to each instance; either one now refuses even the right password.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const limited = await post('/auth/login', { email, password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'auth.rateLimit.loginAccount' });
    }
  });

  it('share the limit when each instance is asked directly, too', async () => {
    const { email } = await user(UserType.Customer);
    const [first, second] = cluster.instances.marketplace;
    const direct = (base: string, password: string) =>
      fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await direct(first!.url, 'wrong')).status).toBe(401);
      expect((await direct(second!.url, 'wrong')).status).toBe(401);
    }
    expect((await direct(first!.url, PASSWORD)).status).toBe(429);
    expect((await direct(second!.url, PASSWORD)).status).toBe(429);
  });

  it('handle a webhook event once, however many times and to whichever instance it comes', async () => {
    const payload = JSON.stringify({
      id: `evt_cluster_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          object: 'payment_intent',
          id: 'pi_unknown_to_us',
          amount: 100,
          status: 'succeeded',
          last_payment_error: null,
        },
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await post('/webhooks/stripe', payload, {
          'stripe-signature': stripeSignature(payload),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { duplicate: boolean }).duplicate;
      }),
    );
    expect(answers.filter((duplicate) => !duplicate)).toHaveLength(1);
  });

  it('make one order of a request, whichever instance each parallel accept reaches', async () => {
    const owner = await user(UserType.Customer);
    const providers = await Promise.all([1, 2, 3, 4].map(() => user(UserType.Provider)));
    const request = await JobPostModel.create({
      auctioneer: owner.id,
      boatName: 'Cluster boat',
      boatType: 'Motorboat',
      material: 'Gelcoat',
      lengthFeet: 30,
      locationType: 'In water',
      location: { address: 'Nyhavn', latitude: 55.6797, longitude: 12.5901 },
      preferredDate: new Date('2030-06-01'),
      status: 'bid_placed',
    });
    const bids = await Promise.all(
      providers.map((provider) =>
        BidModel.create({ jobPost: request._id, bidder: provider.id, amount: 100_00 }),
      ),
    );
    const token = await signIn(owner.email);
    const answers = await Promise.all(
      [...bids, ...bids].map((bid) =>
        post('/jobs/from-bid', { bidId: String(bid._id) }, { authorization: `Bearer ${token}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
    expect(await JobModel.countDocuments({ jobPost: request._id })).toBe(1);
  });
});
