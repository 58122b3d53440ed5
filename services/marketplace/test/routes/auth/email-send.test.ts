import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { freshOutbox, mailTo } from './outbox.ts';

const outbox = freshOutbox();
let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace, {
    OUTBOX_DIR: outbox,
    SUPPORT_EMAIL: 'help@boatcare.example',
  });
});
afterAll(() => service.close());

// Each test sends from its own IP, so the per-IP limit of one test does not touch another.
let ip = 10;
const send = (payload: Record<string, unknown>, from = `198.51.100.${ip}`) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/email-send',
    payload,
    headers: { 'x-forwarded-for': from },
  });
const next = () => `198.51.100.${++ip}`;

describe('POST /auth/email-send', () => {
  it('delivers the message to the support address with a reply-to of the sender', async () => {
    const response = await send(
      {
        name: 'Ada <Owner>',
        email: 'Ada@Example.com',
        message: 'Can you clean a 40 ft sailboat?\nIn Nyhavn.',
      },
      next(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email sent successfully!' });
    const mail = await mailTo(outbox, 'help@boatcare.example');
    expect(mail.replyTo).toBe('Ada Owner <ada@example.com>');
    expect(mail.subject).toBe('Contact form: message from Ada <Owner>');
    expect(mail.text).toContain('Can you clean a 40 ft sailboat?\nIn Nyhavn.');
    // What the sender typed is text, never markup.
    expect(mail.html).toContain('Ada &lt;Owner&gt;');
    expect(mail.html).not.toContain('<Owner>');
  });

  it('answers in the sender language', async () => {
    const response = await send(
      { name: 'Bo', email: 'bo@example.com', message: 'Hej', language: 'da' },
      next(),
    );
    expect(response.json()).toEqual({ message: 'E-mailen er sendt!' });
  });

  it('requires name, a valid email and a message, each with its own key', async () => {
    const from = next();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', email: 'a@example.com', message: 'x' }, 'contact.validation.name_required'],
      [{ name: 'A', email: '', message: 'x' }, 'auth.validation.emailRequired'],
      [{ name: 'A', email: 'not-an-email', message: 'x' }, 'auth.validation.emailInvalid'],
      [{ name: 'A', email: 'a@example.com', message: '' }, 'contact.validation.message_required'],
    ];
    for (const [payload, code] of cases) {
      const response = await send(payload, from);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    }
  });

  it('allows five messages per IP in ten minutes, then answers 429 with a translated key', async () => {
    const from = next();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await send({ name: 'Spam', email: 's@example.com', message: `#${i}` }, from)).statusCode,
      ).toBe(200);
    }
    const refused = await send({ name: 'Spam', email: 's@example.com', message: '#6' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'contact.rateLimited',
      message: expect.stringMatching(/wait/i),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await send({ name: 'Other', email: 'o@example.com', message: 'hi' }, next())).statusCode,
    ).toBe(200);
  });
});
