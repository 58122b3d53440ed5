import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, loadGatewayConfig } from '../src/app.ts';
import { closedPortUrl, startStub, type Seen, type Stub } from './helpers.ts';

describe('several instances of a service behind the gateway', () => {
  let first: Stub;
  let second: Stub;
  let gone: string;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    first = await startStub('first');
    second = await startStub('second');
    gone = await closedPortUrl();
    gateway = await buildGateway(
      loadGatewayConfig({
        LOG_LEVEL: 'silent',
        MARKETPLACE_URL: `${first.url} ${second.url}`,
        PAYMENTS_URL: `${gone} ${second.url}`,
      }),
    );
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all([first.close(), second.close()]);
  });

  const servedBy = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}/v1${path}`, init);
    // Every body read: an answer left unread keeps its connection busy, and the gateway's close
    // waits for it (the teardown hung in 1 of 3 runs).
    const body = await response.text();
    return response.status === 200 ? (JSON.parse(body) as Seen).service : response.status;
  };

  it('takes them in turn (round robin), bodies and all', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await servedBy('/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":"a@b.c"}',
        }),
      );
    }
    expect(answers).toEqual(['first', 'second', 'first', 'second']);
  });

  it('skips an instance that refuses connections, after one 502 in the error shape', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await servedBy('/payments/config'));
    // The first request meets the closed port; from then on the other instance answers.
    expect(answers).toEqual([502, 'second', 'second', 'second']);
    const refused = await fetch(`${base}/v1/payments/config`);
    expect(refused.status).toBe(200);
    await refused.body?.cancel();
  });
});
