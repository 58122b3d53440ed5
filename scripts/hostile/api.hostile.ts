import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../services/server-kit/src/seed/demo-data.ts';
import { startDatabase, type Database } from '../platform/database.ts';
import { SERVICES, startPlatform, type Platform } from '../platform/platform.ts';
import { casesFor, operationsOf, type HostileCase, type Operation } from './cases.ts';

/**
 * `npm run test:hostile`: every route of every service, read from the services' OpenAPI
 * documents (so routes added later are covered without editing this file), gets malformed
 * JSON, wrong types, 1 MB strings, `__proto__` keys, NoSQL operators, deep nesting and
 * traversal strings through the gateway of a running platform. Each must be answered within
 * 2 s with a 4xx in the JSON error shape, and nothing may be stored.
 */

const ANSWER_WITHIN_MS = 2_000;
const PARALLEL = 3;

let platform: Platform;
let database: Database;
let dataDir: string;
let store: mongoose.Connection;
const tokens: Record<string, string> = {};
const operations: Operation[] = [];

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${platform.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`cannot sign in ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Rate-limit counters (every request to a limited route counts, hostile or not). */
const COUNTERS = new Set(['rate_limit_hits']);

/** Document counts of every collection: what a hostile request must not change. */
async function counts(): Promise<Record<string, number>> {
  const db = store.db;
  if (!db) throw new Error('not connected');
  const result: Record<string, number> = {};
  for (const { name } of await db.listCollections().toArray()) {
    if (COUNTERS.has(name)) continue;
    result[name] = await db.collection(name).countDocuments();
  }
  return result;
}

interface Answer {
  status: number;
  ms: number;
  body: unknown;
  contentType: string;
}

async function send(hostile: HostileCase, token: string | null): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (hostile.body !== undefined) headers['content-type'] = hostile.type ?? 'application/json';
  try {
    const response = await fetch(`${platform.url}/v1${hostile.url}`, {
      method: hostile.method,
      headers,
      ...(hostile.body === undefined ? {} : { body: hostile.body }),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 3),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // left as text: the assertion below shows it
    }
    return {
      status: response.status,
      ms: Date.now() - started,
      body,
      contentType: response.headers.get('content-type') ?? '',
    };
  } catch (error) {
    return { status: 0, ms: Date.now() - started, body: String(error), contentType: '' };
  }
}

/** The token that gets past the role check of an operation (the caller its schema is for). */
async function tokenFor(operation: Operation, probe: HostileCase): Promise<string | null> {
  for (const token of [...Object.values(tokens), null]) {
    const answer = await send(probe, token);
    if (answer.status !== 401 && answer.status !== 403) return token;
  }
  return tokens.admin ?? null;
}

/** Runs tasks with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'boatcare-hostile-'));
  database = await startDatabase(dataDir);
  process.env.MONGO_URL = database.url;
  platform = await startPlatform({ dataDir, port: 0, seed: true, quiet: true, build: false });
  store = await mongoose.createConnection(database.url).asPromise();
  tokens.admin = await signIn(DEMO_EMAILS.admin);
  tokens.customer = await signIn(DEMO_EMAILS.owner);
  tokens.provider = await signIn(DEMO_EMAILS.provider);
  tokens.club = await signIn(DEMO_EMAILS.club);
  for (const service of SERVICES) {
    const response = await fetch(`${platform.url}/v1/docs/${service}/json`);
    operations.push(...operationsOf((await response.json()) as never));
  }
}, 300_000);

afterAll(async () => {
  await store?.close();
  await platform?.stop();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('hostile requests to every documented route', () => {
  it('are each answered within 2 s with a 4xx in the JSON error shape, storing nothing', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const before = await counts();
    const failures: string[] = [];
    let sent = 0;
    await pool(operations, PARALLEL, async (operation) => {
      const cases = casesFor(operation);
      const [probe] = cases;
      if (!probe) return;
      const token = await tokenFor(operation, probe);
      for (const hostile of cases) {
        const answer = await send(hostile, token);
        sent += 1;
        const body = answer.body as Record<string, unknown> | null;
        const shaped =
          typeof body === 'object' &&
          body !== null &&
          ['statusCode', 'error', 'code', 'message'].every((key) => key in body) &&
          answer.contentType.startsWith('application/json');
        const ok =
          answer.status >= 400 && answer.status < 500 && shaped && answer.ms <= ANSWER_WITHIN_MS;
        if (!ok) {
          const text = JSON.stringify(answer.body).slice(0, 200);
          failures.push(
            `${hostile.method} ${operation.path} [${hostile.name}]: ${answer.status} in ${answer.ms} ms ${text}`,
          );
        }
      }
    });
    console.log(`hostile: ${operations.length} operations, ${sent} requests`);
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 600_000);
});

describe('a service killed under the platform', () => {
  it('is started again by the platform (kill -9), and the gateway answers in the error shape meanwhile', async () => {
    const docs = `${platform.url}/v1/docs/marketplace/json`;
    const before = platform.pidOf('marketplace');
    expect(before).toBeDefined();
    process.kill(before as number, 'SIGKILL');
    const meanwhile = await fetch(docs);
    if (meanwhile.status !== 200) {
      expect(meanwhile.status).toBe(502);
      expect(await meanwhile.json()).toMatchObject({ code: 'errors.serviceUnavailable' });
    }
    await expect
      .poll(async () => (await fetch(docs).catch(() => null))?.status, {
        timeout: 90_000,
        interval: 1_000,
      })
      .toBe(200);
    expect(platform.pidOf('marketplace')).not.toBe(before);
    // Sign-in works again: the new process holds the signing key.
    expect(await signIn(DEMO_EMAILS.owner)).toMatch(/^ey/);
  }, 120_000);
});
