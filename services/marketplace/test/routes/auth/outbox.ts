import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { readOutbox, type OutboxMessage } from '@boatcare/server-kit';

/** A fresh outbox folder for one test service. */
export const freshOutbox = () => mkdtempSync(join(tmpdir(), 'boatcare-outbox-'));

/** Waits for the newest message to `to` (mail may be sent after the answer). */
export async function mailTo(dir: string, to: string, count = 1): Promise<OutboxMessage> {
  await expect
    .poll(async () => (await readOutbox(dir, { to })).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const [newest] = await readOutbox(dir, { to });
  if (!newest) throw new Error(`no mail to ${to}`);
  return newest;
}

/** The token at the end of the reset link in a message. */
export function resetTokenIn(message: OutboxMessage): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/reset-password\/([\w-]+))/.exec(message.text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${message.text}`);
  return { link: match[1], token: match[2] };
}
