import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message as the local outbox keeps it (the .eml beside it is the exact MIME message). */
export interface OutboxMessage {
  id: string;
  date: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

const normalise = (address: string) => address.trim().toLowerCase();
let sequence = 0;

/** Writes a message as `<time>-<id>.json` and `.eml`, so names sort by time. */
export async function writeToOutbox(
  dir: string,
  message: Omit<OutboxMessage, 'id' | 'date'>,
  eml: Buffer,
): Promise<OutboxMessage> {
  await mkdir(dir, { recursive: true });
  const stored: OutboxMessage = { id: randomUUID(), date: new Date().toISOString(), ...message };
  // Time, then a per-process sequence (two messages in one millisecond keep their order).
  sequence = (sequence + 1) % 1_000_000;
  const base = `${stored.date.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${stored.id}`;
  await writeFile(join(dir, `${base}.eml`), eml);
  await writeFile(join(dir, `${base}.json`), `${JSON.stringify(stored, null, 2)}\n`);
  return stored;
}

/** The outbox's messages, newest first; with `to`, only those addressed to it (any case). */
export async function readOutbox(
  dir: string,
  { to, limit = 50 }: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const wanted = to ? normalise(to) : null;
  const found: OutboxMessage[] = [];
  for (const name of files) {
    if (found.length >= limit) break;
    const message = JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage;
    if (!wanted || message.to.some((address) => normalise(address) === wanted)) found.push(message);
  }
  return found;
}
