import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '@boatcare/shared-domain/schemas/account';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import { call } from './api.ts';

export type { OutboxMessage };

/** The local outbox's messages to an address, newest first (auth.devOutbox, non-production). */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  return (await call(request, authApi.devOutbox, { query: { to } })).data;
}

/** Waits until `count` messages to the address have arrived and answers the newest. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  count = 1,
): Promise<OutboxMessage> {
  await expect
    .poll(async () => (await outboxFor(request, to)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const [newest] = await outboxFor(request, to);
  if (!newest) throw new Error(`no mail to ${to}`);
  return newest;
}

/** The reset link in a password reset email, as a path on this site. */
export function resetPathIn(message: OutboxMessage): string {
  const match = /https?:\/\/[^/\s]+(\/\w{2}\/reset-password\/[\w-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

/** A fresh address per run, so reruns against one platform do not collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@boatcare.test`;
