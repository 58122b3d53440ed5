import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startReadsOf } from './first-reads.ts';

/** What the API saw: each request's path and authorization. */
const seen: { path: string; authorization?: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    response.end('{"posted":5}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The build's API origin (a define in the app; a global here).
  Object.assign(globalThis, {
    BOATCARE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("starts the screen's reads a sign-in lands on, with the new token, for the API client to take", async () => {
  // The landing after sign-in, and a return path of another role's screen (nothing to start).
  startReadsOf('/da/dashboard?from=login', { token: 'owner-token', userType: 1 });
  startReadsOf('/en/supplier/dashboard', { token: 'owner-token', userType: 1 });
  await expect.poll(() => seen.length).toBe(1);
  expect(seen).toEqual([
    { path: '/v1/api/customer/dashboard', authorization: 'Bearer owner-token' },
  ]);
  const [read] = window.boatcareFirstReads ?? [];
  expect(read?.url).toMatch(/\/v1\/api\/customer\/dashboard$/);
  expect(read?.token).toBe('owner-token');
  expect(await (await read?.response)?.json()).toEqual({ posted: 5 });
});

it("starts a job page's reads with the job's id from its path, and nothing for an id that is no plain segment", async () => {
  seen.length = 0;
  startReadsOf('/en/supplier/jobs/6b0a974cd3b6f1c257ac780c', {
    token: 'provider-token',
    userType: 2,
  });
  startReadsOf('/en/requests/..', { token: 'owner-token', userType: 1 });
  startReadsOf('/en/requests/%2E%2E', { token: 'owner-token', userType: 1 });
  await expect.poll(() => seen.length).toBe(2);
  expect(seen.map(({ path }) => path).sort()).toEqual([
    '/v1/bidder-payments/status',
    '/v1/jobpost/get/6b0a974cd3b6f1c257ac780c',
  ]);
});
