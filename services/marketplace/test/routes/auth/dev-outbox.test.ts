import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { buildGateway, loadGatewayConfig } from '../../../../gateway/src/app.ts';
import { marketplace } from '../../../src/app.ts';
import { freshOutbox, mailTo } from './outbox.ts';

describe('GET /auth/dev/outbox', () => {
  const outbox = freshOutbox();
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(marketplace, { OUTBOX_DIR: outbox });
  });
  afterAll(() => service.close());

  it('lists the messages to an address, newest first, without a token', async () => {
    const user = await service.createUser({ user_type: 1 });
    await service.app.inject({
      method: 'POST',
      url: '/auth/request-reset-password',
      payload: { email: user.email },
    });
    await mailTo(outbox, user.email);
    const response = await service.app.inject({
      url: `/auth/dev/outbox?to=${encodeURIComponent(user.email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: [user.email], subject: 'Reset your BoatCare password' });
    const none = await service.app.inject({ url: '/auth/dev/outbox?to=nobody@boatcare.test' });
    expect(none.json()).toEqual({ data: [] });
  });

  it('is absent for a caller on another machine, whatever it claims in X-Forwarded-For', async () => {
    const remote = await service.app.inject({
      url: '/auth/dev/outbox',
      remoteAddress: '192.0.2.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().code).toBe('errors.routeNotFound');
    const forwarded = await service.app.inject({
      url: '/auth/dev/outbox',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.json().code).toBe('errors.routeNotFound');
  });

  it('is absent through the gateway for a caller on another machine (HOST=0.0.0.0)', async () => {
    const upstream = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const gateway = await buildGateway(
      loadGatewayConfig({ MARKETPLACE_URL: upstream, LOG_LEVEL: 'silent' }),
    );
    try {
      const remote = await gateway.inject({
        url: '/v1/auth/dev/outbox',
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json().code).toBe('errors.routeNotFound');
      const local = await gateway.inject({ url: '/v1/auth/dev/outbox' });
      expect(local.statusCode).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('GET /auth/dev/outbox in production', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(marketplace, {
      OUTBOX_DIR: freshOutbox(),
      NODE_ENV: 'production',
    });
  });
  afterAll(() => service.close());

  it('does not exist', async () => {
    const response = await service.app.inject({ url: '/auth/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('errors.routeNotFound');
  });
});
