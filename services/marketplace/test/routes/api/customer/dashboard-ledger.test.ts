import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerEntryModel } from '@boatcare/server-kit/models';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { marketplace } from '../../../../src/app.ts';
import { createJob, createJobPost } from '../../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

const get = (token: string, url: string) =>
  service.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the dashboards read the ledger', () => {
  it("an owner's refund comes off the total spent; a refunded job earns the provider nothing", async () => {
    const owner = await service.createUser({ user_type: UserType.Customer });
    const provider = await service.createUser({ user_type: UserType.Provider });
    const paid = {
      auctioneer: owner.id,
      bidder: provider.id,
      payment_status: 'completed' as const,
    };
    await createJob({
      ...paid,
      jobPost: await createJobPost(owner.id),
      bid_amount: 100_00,
      payment_amount: 105_00,
      status: 'paid_out',
    });
    const cancelled = await createJob({
      ...paid,
      jobPost: await createJobPost(owner.id),
      bid_amount: 40_00,
      payment_amount: 42_00,
      status: 'cancelled',
    });
    // What the money worker writes for a cancelled paid job: a refund, the share voided.
    await LedgerEntryModel.create({
      job: cancelled,
      kind: 'refund',
      amount: 21_00,
      owner: owner.id,
      provider: provider.id,
    });
    await LedgerEntryModel.updateOne(
      { job: cancelled, kind: 'provider_share' },
      { $set: { state: 'cancelled' } },
    );
    const customer = (await get(owner.token, '/api/customer/dashboard')).json().data;
    expect(customer.totalSpent).toBe(105_00 + 42_00 - 21_00);
    const supplier = (await get(provider.token, '/api/supplier/dashboard')).json().data;
    expect(supplier.totalEarnings).toBe(75_00);
  });
});
