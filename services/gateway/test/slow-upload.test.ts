import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

/**
 * Time bounds on what a client sends: an upload over a slow link may take longer than the
 * total bound as long as it keeps sending; it stops at the idle bound when it goes quiet; any
 * other body must have arrived within the total bound. The bounds are set short here (total
 * 5.5 s, idle 3 s, the service's own total 2 s); a slow client is a real socket that sends a
 * chunk, then waits.
 */
const PROXY_TIMEOUT_MS = 500;
const TOTAL_MS = PROXY_TIMEOUT_MS + 5_000;
const IDLE_MS = 3_000;
/** The services' own total bound (server-kit's requestTimeout), short here. */
const SERVICE_TOTAL_MS = 2_000;

interface Answer {
  status: number;
  json: Record<string, unknown> | null;
  /** How long the client had been sending when the answer came. */
  afterMs: number;
}

const parsed = (text: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * A POST without Content-Length whose body is written chunk by chunk, `gapMs` apart, until
 * `chunks` are sent (then it ends) or the gateway answers or closes the connection.
 */
function trickle(
  base: string,
  path: string,
  type: string,
  { chunks, gapMs, chunk }: { chunks: number; gapMs: number; chunk: Buffer },
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    let over = false;
    const done = (answer: Omit<Answer, 'afterMs'>) => {
      if (over) return;
      over = true;
      resolve({ ...answer, afterMs: Date.now() - started });
    };
    const req = httpRequest(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': type } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (text += part));
        res.on('end', () => done({ status: res.statusCode ?? 0, json: parsed(text) }));
      },
    );
    req.on('error', () => done({ status: 0, json: null }));
    req.on('close', () => setImmediate(() => done({ status: 0, json: null })));
    void (async () => {
      for (let sent = 0; sent < chunks && !over; sent += 1) {
        req.write(chunk);
        await sleep(gapMs);
      }
      if (!over) req.end();
    })();
  });
}

describe('the gateway bounds a slow upload by inactivity, other requests by a total', () => {
  let platform: GatewayOverStubs;
  let base: string;

  beforeAll(async () => {
    // The service the photos go to bounds a whole request, as every service does (30 s there).
    platform = await gatewayOverStubs(
      { PROXY_TIMEOUT_MS: String(PROXY_TIMEOUT_MS), UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) },
      { marketplace: { requestTimeoutMs: SERVICE_TOTAL_MS } },
    );
    base = platform.base;
  });
  afterAll(() => platform.close());

  const multipart = 'multipart/form-data; boundary=slowlink';

  it("passes on an upload that takes longer than the gateway's and the service's total bounds but keeps sending", async () => {
    const chunk = Buffer.alloc(16 * 1024, 'p');
    const chunks = Math.ceil((TOTAL_MS * 1.3) / 400);
    const answer = await trickle(base, '/v1/jobs/abc/photos', multipart, {
      chunks,
      gapMs: 400,
      chunk,
    });
    expect(answer.status).toBe(200);
    expect(answer.afterMs).toBeGreaterThan(TOTAL_MS);
    // The service got the whole body, with its boundary, in one piece.
    expect(answer.json?.service).toBe('marketplace');
    expect(String(answer.json?.body).length).toBe(chunks * chunk.length);
    expect((answer.json?.headers as Record<string, string>)['content-type']).toBe(multipart);
  });

  it('ends an upload that stops sending with a 408 in the error shape', async () => {
    const answer = await trickle(base, '/v1/jobs/abc/photos', multipart, {
      chunks: 2,
      // The second chunk never comes in time: the client went quiet.
      gapMs: IDLE_MS * 10,
      chunk: Buffer.alloc(1024, 'p'),
    });
    expect(answer.status).toBe(408);
    expect(answer.json).toMatchObject({ statusCode: 408, code: 'errors.http408' });
    expect(answer.afterMs).toBeLessThan(IDLE_MS * 10);
  });

  it('keeps the total bound for any other body: a trickling JSON body is cut', async () => {
    const answer = await trickle(base, '/v1/payments/create-intent', 'application/json', {
      chunks: 1_000,
      gapMs: 400,
      chunk: Buffer.from(' '),
    });
    expect([408, 0]).toContain(answer.status);
    if (answer.status === 408) expect(answer.json).toMatchObject({ code: 'errors.http408' });
    expect(answer.afterMs).toBeGreaterThanOrEqual(TOTAL_MS - 100);
    expect(answer.afterMs).toBeLessThan(1_000 * 400);
  });
});
