import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { EndpointShape } from '@boatcare/shared-domain/endpoints';
import { englishMessage, messageIn } from '../messages.ts';

/**
 * Sends a write as often as its declared limit lets one caller (per user when it has one, else
 * per IP; `send(i)` makes the i-th request), checks none was refused, then checks that the next
 * one is: 429, a Retry-After within the window, and the limit's code with its English text
 * (and a Danish one). The figures come from the declaration, so a changed limit is tested as is.
 */
export async function expectRefusedOverItsLimit(
  endpoint: EndpointShape,
  send: (i: number) => Promise<LightMyRequestResponse>,
): Promise<void> {
  const limit = endpoint.limit;
  if (!limit) throw new Error(`${endpoint.method} ${endpoint.path} has no limit`);
  const allowed = limit.perUser ?? limit.perIp;
  const refusedEarly: string[] = [];
  for (let i = 0; i < allowed; i += 1) {
    const response = await send(i);
    if (response.statusCode === 429 || response.statusCode >= 500)
      refusedEarly.push(`#${i}: ${response.statusCode} ${response.body}`);
  }
  expect(refusedEarly).toEqual([]);
  const refused = await send(allowed);
  const code = limit.code ?? 'errors.rateLimited';
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json()).toMatchObject({ statusCode: 429, code, message: englishMessage(code) });
  expect(englishMessage(code)).not.toBe(code);
  expect(messageIn('da', code)).not.toBe(englishMessage(code));
  const retryAfter = Number(refused.headers['retry-after']);
  const windowSeconds = {
    '1 minute': 60,
    '10 minutes': 600,
    '15 minutes': 900,
    '1 hour': 3600,
    '1 day': 86_400,
  }[limit.window];
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}
