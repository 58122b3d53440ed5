import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@boatcare/shared-domain/api';
import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';
import { takeFirstRead } from './first-reads.ts';

const BASE = 'http://api.test';
const URL_OF_DASHBOARD = `${BASE}/v1/api/customer/dashboard`;
const DASHBOARD = {
  data: {
    totalCleaningRequestsPosted: 3,
    pendingRequests: 1,
    totalSpent: 12_000,
    averageCleanerRating: null,
    ongoingCleanings: 1,
    completedCleanings: 1,
    bidsReceivedOnActiveRequests: 2,
  },
};

describe("the API client and the entry's first reads", () => {
  const realFetch = globalThis.fetch;
  let asked: string[];
  let token: string | null;
  const client = createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    earlyResponse: takeFirstRead,
  });
  const firstRead = (url: string, forToken: string, startedAt = performance.now()) => ({
    url,
    token: forToken,
    startedAt,
    response: Promise.resolve(Response.json(DASHBOARD)),
  });

  beforeEach(() => {
    asked = [];
    token = 'token-1';
    // The network: each request the client really sends is counted, and fails.
    globalThis.fetch = (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new TypeError('offline'));
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.boatcareFirstReads = undefined;
  });

  it('answers the first identical GET with the read already on its way, once', async () => {
    window.boatcareFirstReads = [firstRead(URL_OF_DASHBOARD, 'token-1')];
    const answer = await client.call(dashboards.customer);
    expect(answer.data.pendingRequests).toBe(1);
    expect(asked).toEqual([]);
    expect(window.boatcareFirstReads).toEqual([]);
    await expect(client.call(dashboards.customer)).rejects.toMatchObject({ status: 0 });
    expect(asked[0]).toBe(URL_OF_DASHBOARD);
  });

  it("never uses a read asked with another person's token, or an old one", async () => {
    window.boatcareFirstReads = [
      firstRead(URL_OF_DASHBOARD, 'token-2'),
      firstRead(URL_OF_DASHBOARD, 'token-1', performance.now() - 60_000),
    ];
    await expect(client.call(dashboards.customer)).rejects.toMatchObject({ status: 0 });
    expect(asked[0]).toBe(URL_OF_DASHBOARD);
    expect(window.boatcareFirstReads).toHaveLength(2);
  });
});
