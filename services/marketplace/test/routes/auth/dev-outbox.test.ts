import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
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
