import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { freshOutbox } from './outbox.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace, { OUTBOX_DIR: freshOutbox() });
});
afterAll(() => service.close());

const login = (email: string, password: string, ip: string) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
const requestReset = (email: string, ip: string) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/request-reset-password',
    payload: { email },
    headers: { 'x-forwarded-for': ip },
  });

describe('login limits', () => {
  it('stops an address after 10 failed attempts from any IPs, even with the right password', async () => {
    const user = await service.createUser({ user_type: 1 });
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'wrong-guess', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    const refused = await login(user.email, user.password, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'auth.rateLimit.loginAccount' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const other = await service.createUser({ user_type: 1 });
    expect((await login(other.email, other.password, '203.0.113.99')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const user = await service.createUser({ user_type: 1 });
    for (let i = 0; i < 12; i += 1) {
      expect((await login(user.email, user.password, `192.0.2.${i}`)).statusCode).toBe(200);
    }
  });

  it('stops an IP after 60 attempts a minute, whatever the addresses', async () => {
    const ip = '198.18.0.1';
    for (let i = 0; i < 60; i += 1) {
      expect((await login(`someone${i}@boatcare.test`, 'x', ip)).statusCode).toBe(401);
    }
    const refused = await login('someone-else@boatcare.test', 'x', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.rateLimit.login');
    expect((await login('someone-else@boatcare.test', 'x', '198.18.0.2')).statusCode).toBe(401);
  });
});

describe('password reset request limits', () => {
  it('allows five requests per address in 15 minutes, from any IPs', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset('forgetful@boatcare.test', `198.19.1.${i}`)).statusCode).toBe(200);
    }
    const refused = await requestReset('forgetful@boatcare.test', '198.19.1.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.rateLimit.reset');
  });

  it('allows twenty requests per IP in 15 minutes, whatever the addresses', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await requestReset(`person${i}@boatcare.test`, '198.19.2.1')).statusCode).toBe(200);
    }
    expect((await requestReset('person-x@boatcare.test', '198.19.2.1')).statusCode).toBe(429);
  });
});
