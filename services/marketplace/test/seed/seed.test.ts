import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import {
  BidModel,
  ClubModel,
  JobModel,
  JobPostModel,
  MembershipRequestModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData, type DemoSeed } from '@boatcare/server-kit/seed';
import { marketplace } from '../../src/app.ts';

let service: TestService;
let seed: DemoSeed;

const counts = async () => ({
  users: await UserModel.countDocuments(),
  posts: await JobPostModel.countDocuments(),
  bids: await BidModel.countDocuments(),
  jobs: await JobModel.countDocuments(),
  clubs: await ClubModel.countDocuments(),
  requests: await MembershipRequestModel.countDocuments(),
});

const signIn = async (email: string) => {
  const response = await service.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string; user: Record<string, unknown> }>();
};

beforeAll(async () => {
  service = await buildTestService(marketplace);
  seed = await seedDemoData();
});
afterAll(() => service.close());

describe('seedDemoData', () => {
  it('creates the demo accounts and their records', async () => {
    expect(await counts()).toEqual({ users: 5, posts: 5, bids: 5, jobs: 3, clubs: 1, requests: 1 });
    const club = await ClubModel.findById(seed.clubId).lean();
    expect(club?.name).toBe('Royal Danish Yacht Club');
    const request = await MembershipRequestModel.findOne({ club: seed.clubId }).lean();
    expect({ user: String(request?.user), status: request?.status }).toEqual({
      user: seed.users.owner,
      status: 'pending',
    });
  });

  it('is idempotent: a second run adds and changes nothing', async () => {
    const before = await counts();
    const again = await seedDemoData();
    expect(again).toEqual(seed);
    expect(await counts()).toEqual(before);
  });

  it("keeps an account's own edits on a later run", async () => {
    await UserModel.updateOne(
      { email: DEMO_EMAILS.provider2 },
      { $set: { first_name: 'Renamed' } },
    );
    await seedDemoData();
    expect((await UserModel.findOne({ email: DEMO_EMAILS.provider2 }).lean())?.first_name).toBe(
      'Renamed',
    );
  });

  it.each([
    ['admin', 0],
    ['owner', 1],
    ['provider', 2],
    ['club', 3],
  ] as const)('lets the %s sign in with the demo password', async (account, userType) => {
    const { user } = await signIn(DEMO_EMAILS[account]);
    expect(user.user_type).toBe(userType);
  });

  it('gives the provider a profile and paid subscription, so the provider gate opens', async () => {
    const { user } = await signIn(DEMO_EMAILS.provider);
    expect(user).toMatchObject({
      has_bidder_profile: true,
      gate_fee_paid: true,
      subscription_active: true,
      subscription_paid: true,
    });
  });

  it("makes the owner's dashboard show real, non-zero figures", async () => {
    const { access_token } = await signIn(DEMO_EMAILS.owner);
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/customer/dashboard',
      headers: bearer(access_token),
    });
    expect(response.json().data).toEqual({
      totalCleaningRequestsPosted: 5,
      pendingRequests: 2,
      // 350.00 and 300.00 bids plus the 5% platform fee.
      totalSpent: 367_50 + 315_00,
      averageCleanerRating: 5,
      ongoingCleanings: 1,
      completedCleanings: 2,
      bidsReceivedOnActiveRequests: 2,
    });
  });

  it("makes the provider's dashboard show real, non-zero figures", async () => {
    const { access_token } = await signIn(DEMO_EMAILS.provider);
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/supplier/dashboard',
      headers: bearer(access_token),
    });
    expect(response.json().data).toEqual({
      totalEarnings: 262_50,
      averageRatingFromOwners: 5,
      responseRateToRequests: 100,
      completedJobs: 1,
      totalBidsPlaced: 2,
      bidsWonAccepted: 1,
      ongoingJobs: 0,
    });
  });
});

describe('seed/run.ts', () => {
  it('seeds MONGO_URL as a plain Node process', async () => {
    const script = fileURLToPath(
      import.meta.resolve('@boatcare/server-kit/seed').replace(/index\.ts$/, 'run.ts'),
    );
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, MONGO_URL: service.config.MONGO_URL },
    });
    expect(stdout).toContain('Demo data ready');
    expect(await UserModel.countDocuments()).toBe(5);
    // A fresh process builds every model's indexes: DDL on the embedded PostgreSQL (ADR 10).
  }, 120_000);
});
