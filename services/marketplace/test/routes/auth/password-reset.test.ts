import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@boatcare/server-kit';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { PasswordResetTokenModel } from '../../../src/models/password-reset-token.ts';
import { hashToken } from '../../../src/repositories/password-resets.ts';
import { freshOutbox, mailTo, resetTokenIn } from './outbox.ts';

const outbox = freshOutbox();
let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace, {
    OUTBOX_DIR: outbox,
    PUBLIC_ORIGIN: 'https://boatcare.example',
  });
});
afterAll(() => service.close());

const requestReset = (email: string, language?: string) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/request-reset-password',
    payload: { email, language },
  });
const reset = (token: string, newPassword: string) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/reset-password',
    payload: { token, newPassword },
  });
const login = (email: string, password: string) =>
  service.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

async function userWithLink(
  props: Record<string, unknown> = {},
): Promise<{ user: TestUser; token: string; link: string }> {
  const user = await service.createUser({ user_type: 1, ...props });
  expect((await requestReset(user.email)).statusCode).toBe(200);
  return { user, ...resetTokenIn(await mailTo(outbox, user.email)) };
}

describe('POST /auth/request-reset-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await service.createUser({ user_type: 1 });
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@boatcare.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await mailTo(outbox, user.email);
    expect(await readOutbox(outbox, { to: 'nobody-here@boatcare.test' })).toEqual([]);
  });

  it('mails a link to /{lng}/reset-password/{token} on the public origin, in the account language', async () => {
    const user = await service.createUser({ user_type: 2, language_code: 'da' });
    await requestReset(user.email.toUpperCase());
    const mail = await mailTo(outbox, user.email);
    expect(mail.subject).toBe('Nulstil din BoatCare-adgangskode');
    expect(resetTokenIn(mail).link).toMatch(
      /^https:\/\/boatcare\.example\/da\/reset-password\/[\w-]{43}$/,
    );
    expect(mail.html).toContain('href="https://boatcare.example/da/reset-password/');
  });

  it('uses the language the request names', async () => {
    const user = await service.createUser({ user_type: 1, language_code: 'da' });
    await requestReset(user.email, 'en');
    const mail = await mailTo(outbox, user.email);
    expect(mail.subject).toBe('Reset your BoatCare password');
    expect(resetTokenIn(mail).link).toContain('/en/reset-password/');
  });

  it('keeps only a hash of the token, expiring in one hour', async () => {
    const { user, token } = await userWithLink();
    const stored = await PasswordResetTokenModel.findOne({ user: user.id }).lean();
    expect(stored?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const minutes = ((stored?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('writes each message as JSON and as an .eml file', async () => {
    await userWithLink();
    const files = readdirSync(outbox);
    const eml = files.find((name) => name.endsWith('.eml'));
    expect(eml).toBeDefined();
    expect(readFileSync(`${outbox}/${eml}`, 'utf8')).toMatch(
      /^Content-Type: multipart\/alternative/m,
    );
  });

  it('refuses an address that is not an email', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.validation.emailInvalid');
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password: the new one signs in, the old one no longer does', async () => {
    const { user, token } = await userWithLink();
    const response = await reset(token, 'brand-new-pass');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('ends the sessions that existed before the reset', async () => {
    const { user, token } = await userWithLink();
    expect(
      (await service.app.inject({ url: '/auth/settings', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    await reset(token, 'another-pass');
    const old = await service.app.inject({ url: '/auth/settings', headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('errors.sessionExpired');
    const fresh = (await login(user.email, 'another-pass')).json().access_token as string;
    expect(
      (await service.app.inject({ url: '/auth/settings', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });

  it('works only once', async () => {
    const { user, token } = await userWithLink();
    expect((await reset(token, 'first-choice')).statusCode).toBe(200);
    const again = await reset(token, 'second-choice');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('resetPassword.invalid_token');
    expect((await login(user.email, 'first-choice')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { token } = await userWithLink();
    const results = await Promise.all([reset(token, 'parallel-one'), reset(token, 'parallel-two')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('ends the other unused links of the account too', async () => {
    const { user, token: first } = await userWithLink();
    await requestReset(user.email);
    const second = resetTokenIn(await mailTo(outbox, user.email, 2)).token;
    expect(second).not.toBe(first);
    expect((await reset(second, 'newest-pass')).statusCode).toBe(200);
    expect((await reset(first, 'older-link')).statusCode).toBe(410);
  });

  it('refuses an expired link', async () => {
    const { user, token } = await userWithLink();
    await PasswordResetTokenModel.updateOne(
      { token_hash: hashToken(token) },
      { $set: { expires_at: new Date(Date.now() - 1000) } },
    );
    const response = await reset(token, 'too-late-pass');
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('resetPassword.invalid_token');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short password with their keys', async () => {
    const unknown = await reset('made-up-token', 'whatever-pass');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().code).toBe('resetPassword.invalid_token');
    const { token } = await userWithLink();
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('resetPassword.password_min_length');
    expect((await reset(token, '123456')).statusCode).toBe(200);
  });
});
