import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './cluster.ts';
import { ownDependencies } from './dependencies.ts';

/**
 * The database and the object store go away for about ten seconds under a running service:
 * it answers 503 in the error shape with Retry-After meanwhile (not a 500, not a hang), says
 * so on /ready, and recovers by itself when they are back (same process, no restart).
 */
let dependencies: Awaited<ReturnType<typeof ownDependencies>>;
let cluster: Cluster;

beforeAll(async () => {
  dependencies = await ownDependencies();
  cluster = await startCluster({
    instances: { marketplace: 1 },
    mongoUrl: dependencies.mongoUrl,
    s3: dependencies.s3,
  });
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
  await dependencies?.close();
}, 60_000);

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

async function ask(url: string, init?: RequestInit): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  return {
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

/** Reads the database (the address lookup of a sign-in). */
const signIn = () =>
  ask(`${cluster.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${randomUUID()}@boatcare.test`, password: 'whatever-it-is' }),
  });
/** Reads object storage only (a signed address of a photo that does not exist: 404 while storage answers). */
const photo = () => {
  const key = `job-posts/${'a'.repeat(24)}/${randomUUID()}.webp`;
  return ask(`${cluster.url}/v1/images/${key}${cluster.imageQuery(key)}`);
};
const ready = () => ask(`${cluster.instances.marketplace[0]!.url}/ready`);

const unavailable = {
  status: 503,
  retryAfter: '10',
  body: {
    statusCode: 503,
    error: 'Service Unavailable',
    code: 'errors.unavailable',
    message: expect.any(String),
  },
};

describe('database and object storage away for ten seconds', () => {
  it('answers 503 with Retry-After meanwhile, /ready says so, and recovers by itself', async () => {
    expect((await signIn()).status).toBe(401);
    expect((await photo()).status).toBe(404);
    expect((await ready()).status).toBe(200);
    const pid = cluster.instances.marketplace[0]!.pid();

    const away = Date.now();
    await Promise.all([dependencies.stopDatabase(), dependencies.stopStorage()]);
    // Asked again and again while they are away: every answer is a quick 503, never a hang.
    const answers: Answer[] = [];
    while (Date.now() - away < 10_000) {
      const [login, image, readiness] = [await signIn(), await photo(), await ready()];
      expect(login).toMatchObject(unavailable);
      expect(image).toMatchObject(unavailable);
      expect(readiness).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      answers.push(login, image, readiness);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(answers.length).toBeGreaterThanOrEqual(9);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(3_000);

    await Promise.all([dependencies.startDatabase(), dependencies.startStorage()]);
    await expect
      .poll(async () => (await ready()).status, { timeout: 30_000, interval: 500 })
      .toBe(200);
    expect((await signIn()).status).toBe(401);
    expect((await photo()).status).toBe(404);
    expect(cluster.instances.marketplace[0]!.pid()).toBe(pid);
  }, 120_000);
});
