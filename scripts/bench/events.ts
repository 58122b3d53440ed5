import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import mongoose, { Types } from 'mongoose';
import { emitUserEvent, issueEventTicket } from '@boatcare/server-kit/events';
import { UserEventModel } from '@boatcare/server-kit/models';
import { table, type BenchContext } from './context.ts';
import { ms } from './targets.ts';

/**
 * Live events (issue 25) through one gateway: idle Server-Sent Events connections (one per user,
 * as browsers hold them), what they cost in memory, how many events a second reach them, and
 * the delay from the database write to the client. Figures, not pass/fail: the budget they are
 * read against is in docs/performance.md.
 *
 *   npm run bench -- events                       1,000 connections
 *   BENCH_EVENT_CONNECTIONS=10000 npm run bench -- events
 */
const CONNECTIONS = Number(process.env.BENCH_EVENT_CONNECTIONS ?? 1_000);
/** Events written one at a time, 10 ms apart, for the delay figures. */
const LATENCY_EVENTS = 300;
/** Events per connection written as fast as the database takes them, for the fan-out figure. */
const BURST_PER_CONNECTION = 3;
const WRITERS = 32;
const OPEN_AT_ONCE = 100;

const pause = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** The process listening on a port (ss), for its memory. */
export function pidOnPort(url: string): number | null {
  const port = new URL(url).port;
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes (Linux /proc). */
export function rssOf(pid: number | null): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

interface Received {
  /** When the client read it, ms since the epoch. */
  at: number;
  /** When the bench began writing it. */
  sent: number;
}

/** One browser's stream: opened with a ticket, read line by line, each event's times kept. */
class Stream {
  private buffer = '';
  private req: ClientRequest | null = null;
  opened = false;
  ended = false;

  private readonly received: Received[];

  constructor(received: Received[]) {
    this.received = received;
  }

  /** Resolves once the stream serves, or after 15 s without (then it counts as not open). */
  open(base: string, ticket: string): Promise<void> {
    return new Promise((resolve, reject) => {
      setTimeout(resolve, 15_000).unref();
      this.req = request(`${base}/v1/events?ticket=${ticket}`, { agent: false }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          // Its start position arrives once the server serves it.
          if (!this.opened && chunk.includes('event: position')) {
            this.opened = true;
            resolve();
          }
          this.read(chunk);
        });
        res.on('end', () => {
          this.ended = true;
        });
      });
      this.req.on('error', (error) => {
        this.ended = true;
        if (!this.opened) reject(error);
      });
      this.req.end();
    });
  }

  private read(chunk: string) {
    const at = Date.now();
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf('\n\n');
      const data = /^data: (\{.*)$/m.exec(block)?.[1];
      if (!data) continue;
      const sent = Number((JSON.parse(data) as { data: { sent?: string } }).data.sent);
      if (sent) this.received.push({ at, sent });
    }
  }

  close() {
    this.req?.destroy();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

async function inParallel<T>(items: T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await each(items[next++]!);
    }),
  );
}

/** Writes one event to a user, as a service's action does, with the time it began. */
const write = (user: string, source: string) =>
  emitUserEvent({
    to: user,
    kind: 'bidReceived',
    source,
    screen: 'home',
    data: { title: 'bench', sent: String(Date.now()) },
  });

export default async function events({ url, services, databaseUrl }: BenchContext) {
  if (!databaseUrl) {
    console.log('needs the platform’s database (the bench’s own platform, not BENCH_URL): skipped');
    return;
  }
  await mongoose.connect(databaseUrl);
  const received: Received[] = [];
  const streams: Stream[] = [];
  try {
    const gatewayPid = pidOnPort(url);
    const marketplacePid = services?.marketplace ? pidOnPort(services.marketplace) : null;
    const users = Array.from({ length: CONNECTIONS }, () => String(new Types.ObjectId()));
    // Each with a ticket straight from the feed's own code (what POST /events/ticket answers).
    const connect = async (user: string) => {
      const stream = new Stream(received);
      await stream.open(url, (await issueEventTicket(user)).ticket);
      streams.push(stream);
    };

    // One stream first (the hub's timers and the proxy warmed up), then memory before the rest.
    await connect(users[0]!);
    await pause(1_000);
    const before = { gateway: rssOf(gatewayPid), marketplace: rssOf(marketplacePid) };
    const opening = performance.now();
    await inParallel(users.slice(1), OPEN_AT_ONCE, connect);
    const openMs = performance.now() - opening;
    // Idle a little: what the connections hold once settled.
    await pause(3_000);
    const after = { gateway: rssOf(gatewayPid), marketplace: rssOf(marketplacePid) };
    const open = streams.filter((stream) => stream.opened && !stream.ended).length;

    // Delay from the write to the client, one event at a time to random users.
    for (let i = 0; i < LATENCY_EVENTS; i += 1) {
      await write(users[Math.floor(Math.random() * users.length)]!, `bench:latency:${i}`);
      await pause(10);
    }
    await pause(2_000);
    const delays = received.map((one) => one.at - one.sent).sort((a, b) => a - b);
    const latencyCount = received.length;

    // Fan-out: many events to every connection, written as fast as the database takes them.
    received.length = 0;
    const burst = users.flatMap((user) =>
      Array.from({ length: BURST_PER_CONNECTION }, (_, n) => ({ user, n })),
    );
    const writing = Date.now();
    await inParallel(burst, WRITERS, ({ user, n }) => write(user, `bench:burst:${n}`));
    const written = Date.now();
    const until = written + 10_000;
    while (received.length < burst.length && Date.now() < until) await pause(50);
    const last = Math.max(...received.map((one) => one.at), written);
    const burstDelays = received.map((one) => one.at - one.sent).sort((a, b) => a - b);

    const perConnection = (key: 'gateway' | 'marketplace') => {
      const [a, b] = [before[key], after[key]];
      return a === null || b === null ? null : Math.max(0, b - a) / Math.max(1, open - 1);
    };
    const gatewayEach = perConnection('gateway');
    const marketplaceEach = perConnection('marketplace');
    const at10k = (each: number | null, base: number | null) =>
      each === null || base === null ? 'not measured' : mb(base + each * 10_000);
    table([
      ['connections open (idle)', `${open} of ${CONNECTIONS}, opened in ${ms(openMs)}`],
      [
        'gateway memory',
        `${before.gateway === null ? '?' : mb(before.gateway)} -> ${after.gateway === null ? '?' : mb(after.gateway)}`,
      ],
      ['gateway memory per connection', gatewayEach === null ? '?' : kib(gatewayEach)],
      ['gateway at 10,000 connections (extrapolated)', at10k(gatewayEach, before.gateway)],
      [
        'marketplace memory',
        `${before.marketplace === null ? '?' : mb(before.marketplace)} -> ${after.marketplace === null ? '?' : mb(after.marketplace)}`,
      ],
      ['marketplace memory per stream', marketplaceEach === null ? '?' : kib(marketplaceEach)],
      ['marketplace at 10,000 streams (extrapolated)', at10k(marketplaceEach, before.marketplace)],
      [
        `write -> client delay (${latencyCount} of ${LATENCY_EVENTS} events)`,
        `p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}, p99 ${ms(percentile(delays, 99))}`,
      ],
      [
        `fan-out: ${burst.length} events to ${open} connections`,
        `written at ${((burst.length / Math.max(1, written - writing)) * 1000).toFixed(0)}/s, ` +
          `delivered ${received.length} at ${((received.length / Math.max(1, last - writing)) * 1000).toFixed(0)}/s`,
      ],
      [
        'fan-out write -> client delay',
        `p50 ${ms(percentile(burstDelays, 50))}, p95 ${ms(percentile(burstDelays, 95))}`,
      ],
    ]);
  } finally {
    for (const stream of streams) stream.close();
    await UserEventModel.deleteMany({ 'data.title': 'bench' }).catch(() => undefined);
    await mongoose.disconnect();
  }
}
