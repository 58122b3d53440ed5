import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildGateway, loadGatewayConfig } from '../src/app.ts';

let slow: Server;
let slowUrl: string;
beforeAll(async () => {
  // A service that takes the request and never answers.
  slow = createServer(() => {});
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
});
afterAll(async () => {
  slow.closeAllConnections();
  await new Promise((resolve) => slow.close(resolve));
});

it('answers a slow service with a 504 in the error shape once its timeout has passed', async () => {
  const gateway = await buildGateway(
    loadGatewayConfig({ LOG_LEVEL: 'silent', MARKETPLACE_URL: slowUrl, PROXY_TIMEOUT_MS: '300' }),
  );
  try {
    const started = Date.now();
    const response = await gateway.inject({ url: '/v1/auth/settings' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      code: 'errors.serviceUnavailable',
      message: expect.any(String),
    });
  } finally {
    await gateway.close();
  }
});
