import { request, type ClientRequest } from 'node:http';
import mongoose, { Types } from 'mongoose';
import sharp from 'sharp';
import { hashPassword } from '@boatcare/server-kit';
import {
  BidModel,
  JobModel,
  JobPostModel,
  LedgerEntryModel,
  ReviewModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { ledgerBalances } from '@boatcare/shared-domain/pricing';
import { pathOf } from '@boatcare/shared-domain/endpoints/define';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import * as reviews from '@boatcare/shared-domain/endpoints/reviews';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { chipsOf, NO_SERVICES } from '@boatcare/shared-domain/schemas/job-post-services';
import { table, type BenchContext } from './context.ts';
import { mb, pidOnPort, rssOf } from './events.ts';

/**
 * The whole marketplace under a realistic mix (issue 27), for `--minutes` (default 10):
 * visitors on the public pages, owners posting requests with a photo, reading their requests,
 * accepting an offer and paying it (the test-mode card), providers searching nearby, opening
 * requests, bidding and asking a question, then starting their paid jobs, adding before and
 * after photos and marking them done, owners confirming and reviewing, and every signed-in
 * person holding their live event stream open. Prints per kind of route the rate, p50/p95/p99
 * and the errors, each service's memory at start and end, and then checks that every
 * acknowledged write is stored once and that the ledger of the run's orders balances.
 *
 *   npm run bench -- load --minutes 2
 *   npm run bench -- load --minutes 10 --kill marketplace     kill -9 one service half-way
 *
 * Everything comes from one address: on a platform it starts, the bench raises the per-IP write
 * limits (WRITE_LIMIT_FACTOR=100, scripts/bench.ts); against BENCH_URL they apply to the whole
 * load, so the questions are paced under them and a 429 is counted apart from the errors.
 */
const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const MINUTES = Number(arg('minutes') ?? 10);
const OWNERS = Number(arg('owners') ?? 20);
const PROVIDERS = Number(arg('providers') ?? 20);
const VISITORS = Number(arg('visitors') ?? 20);
const KILL = arg('kill');
const PASSWORD = 'bench-load-password';
const NYHAVN = { latitude: 55.6797, longitude: 12.5901 };
/** What every owner asks for; "done" needs a before and an after photo of each of its chips. */
const SERVICES = { ...NO_SERVICES, polishing: true };
const CHIPS = chipsOf(SERVICES, false);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A person's pause between two actions: `ms` give or take half. */
const think = (ms: number) => pause(ms * (0.5 + Math.random()));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Kind {
  latencies: number[];
  errors: number;
  /** Server errors (5xx) and no answer (0), by status. */
  statuses: Map<number, number>;
  limited: number;
  /**
   * 4xx answers the rules give in a race a real crowd has too: an offer on a request its owner
   * accepted meanwhile (409), a request no longer visible (404). Not errors.
   */
  refused: number;
  refusedStatuses: Map<number, number>;
  /** Failures of calls in flight while the killed service was down (and 2 s after it was ready). */
  duringRestart: number;
}
const kinds = new Map<string, Kind>();
let restartWindow: { from: number; to: number } | null = null;
/** A call that was in flight at any moment of the restart (a request begun before the kill too). */
const inRestart = (from: number, to: number) =>
  restartWindow !== null && from <= restartWindow.to + 2_000 && to >= restartWindow.from;
const record = (kind: string, ms: number, status: number, at: number) => {
  const ended = Date.now();
  const entry = kinds.get(kind) ?? {
    latencies: [],
    errors: 0,
    statuses: new Map<number, number>(),
    limited: 0,
    refused: 0,
    refusedStatuses: new Map<number, number>(),
    duringRestart: 0,
  };
  kinds.set(kind, entry);
  if (status === 429) entry.limited += 1;
  else if (status >= 400 && status < 500) {
    entry.refused += 1;
    entry.refusedStatuses.set(status, (entry.refusedStatuses.get(status) ?? 0) + 1);
  } else if (status >= 500 || status === 0) {
    if (inRestart(at, ended)) entry.duringRestart += 1;
    else {
      entry.errors += 1;
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    }
  } else entry.latencies.push(ms);
};

/** One call, timed and counted under `kind`; the parsed body when it succeeded. */
async function call<T = unknown>(
  base: string,
  kind: string,
  target: string | { method: string; path: string },
  init: RequestInit & { token?: string } = {},
): Promise<T | null> {
  const { token, ...rest } = init;
  const path = typeof target === 'string' ? target : target.path;
  if (typeof target !== 'string') rest.method = target.method;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof rest.body === 'string') headers.set('content-type', 'application/json');
  const started = performance.now();
  const at = Date.now();
  try {
    const response = await fetch(`${base}${path}`, { ...rest, headers });
    const text = await response.text();
    record(kind, performance.now() - started, response.status, at);
    if (!response.ok) return null;
    return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  } catch {
    record(kind, performance.now() - started, 0, at);
    return null;
  }
}

/** What the run acknowledged (2xx), to reconcile with what the database holds afterwards. */
const acknowledged = {
  requests: new Set<string>(),
  bids: new Set<string>(),
  orders: new Set<string>(),
  /** Orders whose payment the owner saw confirmed. */
  paid: new Set<string>(),
  /** Orders the provider marked done, the owner confirmed, the owner reviewed. */
  done: new Set<string>(),
  confirmed: new Set<string>(),
  reviews: new Set<string>(),
};
/** An endpoint of the table as the gateway answers it: its method and `/v1/` path. */
const at = (endpoint: { method: string; path: string }, params: Record<string, string> = {}) => ({
  method: endpoint.method,
  path: `/v1/${pathOf(endpoint.path, params)}`,
});
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
let running = true;

interface Person {
  id: Types.ObjectId;
  email: string;
  token: string;
}

async function makePeople(base: string): Promise<{ owners: Person[]; providers: Person[] }> {
  const password_hash = await hashPassword(PASSWORD);
  const stamp = Date.now();
  const make = (role: 'owner' | 'provider', i: number) => ({
    _id: new Types.ObjectId(),
    first_name: 'Load',
    last_name: `${role} ${i}`,
    email: `load-${role}-${i}-${stamp}@boatcare.test`,
    password_hash,
    user_type: role === 'owner' ? 1 : 2,
    ...(role === 'provider'
      ? {
          gate_fee_paid: true,
          subscription_active: true,
          service_range: 50,
          bidder: {
            title: `Load Cleaning ${i}`,
            bio_description: 'We clean boats around Copenhagen for the load scenario.',
            contact_number: '+4512345678',
            address: 'Nyhavn, Copenhagen',
            ...NYHAVN,
          },
        }
      : {}),
  });
  const owners = Array.from({ length: OWNERS }, (_, i) => make('owner', i));
  const providers = Array.from({ length: PROVIDERS }, (_, i) => make('provider', i));
  await UserModel.insertMany([...owners, ...providers]);
  // Signed in through the API, as people are (the login limit allows 60 a minute per address).
  const signIn = async (user: { _id: Types.ObjectId; email: string }): Promise<Person> => {
    const answer = await call<{ access_token: string }>(base, 'sign in', '/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    if (!answer) throw new Error(`could not sign ${user.email} in`);
    return { id: user._id, email: user.email, token: answer.access_token };
  };
  const people = { owners: [] as Person[], providers: [] as Person[] };
  for (const owner of owners) people.owners.push(await signIn(owner));
  for (const provider of providers) people.providers.push(await signIn(provider));
  return people;
}

/** A live event stream held open for the run, counting what arrives. */
function holdStream(base: string, person: Person, received: { events: number; open: number }) {
  let req: ClientRequest | null = null;
  void call<{ data: { ticket: string } }>(base, 'event ticket', '/v1/events/ticket', {
    method: 'POST',
    token: person.token,
  }).then((answer) => {
    if (!answer || !running) return;
    req = request(`${base}/v1/events?ticket=${answer.data.ticket}`, (res) => {
      if (res.statusCode === 200) received.open += 1;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        // Each event is an `id:` and a `data:` line; the start position is `data: ready`.
        received.events += (chunk.match(/^data: \{/gm) ?? []).length;
      });
    });
    req.on('error', () => {});
    req.end();
  });
  return () => req?.destroy();
}

const PAGES = ['/en', '/da', '/en/faq', '/da/about', '/en/vip-benefits'];
const PUBLIC_API = [
  '/v1/super/site-config/public',
  '/v1/translations/en_core.json',
  '/v1/translations/da_core.json',
  '/v1/api/pricing/config',
];

async function visitor(base: string) {
  while (running) {
    await call(base, 'public page', pick(PAGES));
    for (let i = 0; i < 3 && running; i += 1) await call(base, 'public read', pick(PUBLIC_API));
    await think(1_000);
  }
}

/** Pays an order with the test card, as the payment page does; true once confirmed paid. */
async function pay(base: string, person: Person, jobId: string): Promise<boolean> {
  const intent = await call<{ paymentIntentId: string }>(base, 'pay', at(payments.createIntent), {
    body: JSON.stringify({ jobId }),
    token: person.token,
  });
  if (!intent) return false;
  const card = await call(
    base,
    'pay',
    at(payments.testModeConfirm, { paymentIntentId: intent.paymentIntentId }),
    {
      body: JSON.stringify(TEST_CARD),
      token: person.token,
    },
  );
  if (!card) return false;
  const confirmed = await call(
    base,
    'pay',
    at(payments.confirm, { paymentIntentId: intent.paymentIntentId }),
    {
      token: person.token,
    },
  );
  return confirmed !== null;
}

/** An owner's paid order: once its provider marked it done, confirm it and review them. */
async function confirmWhenDone(base: string, person: Person, jobId: string): Promise<boolean> {
  const work = await call<{ job: { status: string } }>(
    base,
    'job page',
    at(jobWork.work, { id: jobId }),
    {
      token: person.token,
    },
  );
  if (work?.job.status !== 'done') return false;
  const confirmed = await call(base, 'confirm', at(jobWork.changeStatus, { id: jobId }), {
    body: JSON.stringify({ status: 'confirmed' }),
    token: person.token,
  });
  if (!confirmed) return false;
  acknowledged.confirmed.add(jobId);
  await think(1_000);
  const reviewed = await call(base, 'review', at(reviews.save, { id: jobId }), {
    body: JSON.stringify({ rating: 4 + Math.round(Math.random()), text: 'Shiny hull, on time.' }),
    token: person.token,
  });
  if (reviewed) acknowledged.reviews.add(jobId);
  return true;
}

async function owner(base: string, person: Person, photo: Buffer) {
  const mine: string[] = [];
  /** Paid orders waiting for their provider to finish. */
  const waiting: string[] = [];
  while (running) {
    const form = new FormData();
    const fields = jobPostFormFields({
      boatName: `Load boat ${mine.length}`,
      lengthFeet: 20 + Math.floor(Math.random() * 40),
      boatType: 'Motorboat',
      material: 'Gelcoat',
      locationType: 'In water',
      location: {
        address: 'Nyhavn, København, Denmark',
        placeId: 'harbour:dk:nyhavn',
        latitude: NYHAVN.latitude + (Math.random() - 0.5) * 0.05,
        longitude: NYHAVN.longitude + (Math.random() - 0.5) * 0.05,
      },
      dockNumber: 'A-1',
      flybridge: false,
      services: SERVICES,
      preferredDate: '2099-06-01',
      notes: 'Load scenario',
      title: '',
      description: '',
    });
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'boat.jpg');
    const created = await call<{ id: string }>(base, 'post request', '/v1/jobpost', {
      method: 'POST',
      body: form,
      token: person.token,
    });
    if (created) {
      acknowledged.requests.add(created.id);
      mine.push(created.id);
    }
    // Reading: the list, then each open request a few times, accepting an offer when one came.
    for (let round = 0; round < 6 && running; round += 1) {
      await think(3_000);
      await call(base, 'my requests', '/v1/jobpost/list?page=1&limit=10', { token: person.token });
      const id = mine.length ? pick(mine) : null;
      if (!id) continue;
      const detail = await call<{ data: { bids: { id: string }[]; acceptedBid: string | null } }>(
        base,
        'open request',
        `/v1/jobpost/get/${id}`,
        { token: person.token },
      );
      await call(base, 'messages', `/v1/messages/post/${id}`, { token: person.token });
      const bid = detail?.data.bids[0];
      if (bid && !detail.data.acceptedBid && Math.random() < 0.3) {
        const order = await call<{ id: string }>(base, 'accept offer', '/v1/jobs/from-bid', {
          method: 'POST',
          body: JSON.stringify({ bidId: bid.id }),
          token: person.token,
        });
        if (order) {
          acknowledged.orders.add(order.id);
          mine.splice(mine.indexOf(id), 1);
          await think(2_000);
          if (await pay(base, person, order.id)) {
            acknowledged.paid.add(order.id);
            waiting.push(order.id);
          }
        }
      }
      const finished = waiting.length ? pick(waiting) : null;
      if (finished && (await confirmWhenDone(base, person, finished))) {
        waiting.splice(waiting.indexOf(finished), 1);
      }
    }
  }
}

/** Questions: 60 per 10 minutes per address (the limit), shared by all providers. */
let nextQuestionAt = 0;
const QUESTION_EVERY_MS = 11_000;

/** A provider's paid order: start it, a before and an after photo of each service, done. */
async function finishJob(base: string, person: Person, jobId: string, photo: Buffer) {
  const move = (status: string) =>
    call(base, 'job status', at(jobWork.changeStatus, { id: jobId }), {
      body: JSON.stringify({ status }),
      token: person.token,
    });
  if (!(await move('in_progress'))) return;
  const photos = ['before', 'after'].flatMap((phase) =>
    CHIPS.map((service) => ({ phase, service })),
  );
  for (const { phase, service } of photos) {
    await think(1_000);
    const form = new FormData();
    form.append('phase', phase);
    form.append('service', service);
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${phase}.jpg`);
    if (
      !(await call(base, 'job photo', at(jobWork.addPhotos, { id: jobId }), {
        body: form,
        token: person.token,
      }))
    )
      return;
  }
  if (await move('done')) acknowledged.done.add(jobId);
}

async function provider(base: string, person: Person, photo: Buffer) {
  const bidOn = new Set<string>();
  while (running) {
    const orders = await call<{ data: { id: string; status: string }[] }>(
      base,
      'my jobs',
      '/v1/jobs/my-jobs?page=1&limit=10',
      { token: person.token },
    );
    const paid = (orders?.data ?? []).find((order) => order.status === 'paid');
    if (paid) await finishJob(base, person, paid.id, photo);
    const nearby = await call<{ data: { id: string; mybid: unknown }[] }>(
      base,
      'nearby',
      `/v1/jobpost/nearby?latitude=${NYHAVN.latitude}&longitude=${NYHAVN.longitude}&radius=20&page=1&limit=20`,
      { token: person.token },
    );
    const open = (nearby?.data ?? []).filter((job) => !job.mybid && !bidOn.has(job.id));
    if (open.length) {
      const job = pick(open);
      await call(base, 'open request', `/v1/jobpost/get/${job.id}`, { token: person.token });
      await think(1_000);
      const amount = 100_00 + Math.floor(Math.random() * 500) * 100;
      const placed = await call(base, 'bid', '/v1/bids', {
        method: 'POST',
        body: JSON.stringify({ jobPostId: job.id, bid_amount: amount, message: 'Load offer' }),
        token: person.token,
      });
      if (placed) {
        bidOn.add(job.id);
        acknowledged.bids.add(`${String(person.id)}:${job.id}`);
      }
      if (Date.now() >= nextQuestionAt) {
        nextQuestionAt = Date.now() + QUESTION_EVERY_MS;
        await call(base, 'question', `/v1/messages/post/${job.id}/questions`, {
          method: 'POST',
          body: JSON.stringify({ text: 'Is the hull very dirty below the waterline?' }),
          token: person.token,
        });
      }
    }
    await think(2_000);
    await call(base, 'my bids', '/v1/jobpost/my-bids?page=1&limit=10', { token: person.token });
    await call(base, 'unread', '/v1/events/unread', { token: person.token });
    await think(2_000);
  }
}

/** ` (409: 3, no answer: 1)`, or nothing. */
const byStatus = (statuses: Map<number, number>) =>
  statuses.size
    ? ` (${[...statuses].map(([status, n]) => `${status || 'no answer'}: ${n}`).join(', ')})`
    : '';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

export default async function load({ url, services, databaseUrl }: BenchContext) {
  if (!databaseUrl) {
    console.log('needs the platform’s database (the bench’s own platform, not BENCH_URL): skipped');
    return;
  }
  await mongoose.connect(databaseUrl);
  const processes = { gateway: url, ...services };
  const memory = () =>
    Object.fromEntries(
      Object.entries(processes).map(([name, at]) => [name, at ? rssOf(pidOnPort(at)) : null]),
    );
  try {
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#2a7ab0',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const { owners, providers } = await makePeople(url);
    const atStart = memory();
    console.log(
      `${MINUTES} min: ${VISITORS} visitors, ${OWNERS} owners, ${PROVIDERS} providers, ${OWNERS + PROVIDERS} event streams${KILL ? `, ${KILL} killed half-way` : ''}`,
    );
    kinds.clear();
    const streams = { events: 0, open: 0 };
    const closers = [...owners, ...providers].map((person) => holdStream(url, person, streams));
    const started = Date.now();
    const stopAt = started + MINUTES * 60_000;
    const timer = setTimeout(() => (running = false), stopAt - started);
    let killing: Promise<void> = Promise.resolve();
    if (KILL && services?.[KILL]) {
      const target = services[KILL];
      killing = pause((stopAt - started) / 2).then(async () => {
        const pid = pidOnPort(target);
        if (!pid) return;
        restartWindow = { from: Date.now(), to: Number.MAX_SAFE_INTEGER };
        process.kill(pid, 'SIGKILL');
        // Down until its /ready answers again (the platform restarts it).
        for (;;) {
          await pause(200);
          const ready = await fetch(`${target}/ready`).then(
            (r) => r.ok,
            () => false,
          );
          if (ready) break;
        }
        restartWindow.to = Date.now();
        console.log(
          `${KILL} was down ${((restartWindow.to - restartWindow.from) / 1000).toFixed(1)} s`,
        );
      });
    }
    await Promise.all([
      ...Array.from({ length: VISITORS }, () => visitor(url)),
      ...owners.map((person) => owner(url, person, photo)),
      ...providers.map((person) => provider(url, person, photo)),
      killing,
    ]);
    clearTimeout(timer);
    const seconds = (Date.now() - started) / 1000;
    for (const close of closers) close();
    const atEnd = memory();

    console.log(`\nran ${seconds.toFixed(0)} s`);
    const rows: [string, string][] = [];
    let total = 0;
    let errors = 0;
    let restartErrors = 0;
    for (const [kind, entry] of [...kinds.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      total += sorted.length;
      errors += entry.errors;
      restartErrors += entry.duringRestart;
      rows.push([
        kind,
        `${(sorted.length / seconds).toFixed(1)} req/s  p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  p99 ${percentile(sorted, 99).toFixed(0)} ms  errors ${entry.errors}${byStatus(entry.statuses)}  refused ${entry.refused}${byStatus(entry.refusedStatuses)}  429 ${entry.limited}${entry.duringRestart ? `  during restart ${entry.duringRestart}` : ''}`,
      ]);
    }
    table(rows);
    console.log(
      `all: ${(total / seconds).toFixed(1)} req/s, ${errors} errors${KILL ? ` (+${restartErrors} while ${KILL} restarted)` : ''}; event streams open ${streams.open}, events received ${streams.events}`,
    );
    table(
      Object.keys(processes).map((name) => [
        `memory ${name}`,
        `${atStart[name] ? mb(atStart[name]) : '?'} -> ${atEnd[name] ? mb(atEnd[name]) : '?'}`,
      ]),
    );

    // Every acknowledged write stored, and once. A write whose answer was lost (an error, the
    // restart) may be stored too: stored minus acknowledged is that, never a duplicate.
    const ownerIds = owners.map((person) => person.id);
    const providerIds = providers.map((person) => person.id);
    const requestIds = [...acknowledged.requests];
    const orderIds = [...acknowledged.orders];
    const [requestsFound, ordersFound, bidsStored, requestsStored, ordersStored] =
      await Promise.all([
        JobPostModel.countDocuments({ _id: { $in: requestIds } }),
        JobModel.countDocuments({ _id: { $in: orderIds } }),
        BidModel.find({ bidder: { $in: providerIds } }, { bidder: 1, jobPost: 1 }).lean(),
        JobPostModel.countDocuments({ auctioneer: { $in: ownerIds } }),
        JobModel.find({ auctioneer: { $in: ownerIds } }, { jobPost: 1 }).lean(),
      ]);
    const bidKeys = new Set(
      bidsStored.map((bid) => `${String(bid.bidder)}:${String(bid.jobPost)}`),
    );
    const bidsFound = [...acknowledged.bids].filter((key) => bidKeys.has(key)).length;
    const ordersPerRequest = new Set(ordersStored.map((order) => String(order.jobPost))).size;
    const line = (acked: number, found: number, stored: number, once: boolean) =>
      `${acked} acknowledged, ${found} of them stored${found === acked ? '' : '  LOST'}; ${stored} stored in all${once ? '' : '  DUPLICATES'}`;
    table([
      ['requests', line(requestIds.length, requestsFound, requestsStored, true)],
      [
        'offers',
        line(
          acknowledged.bids.size,
          bidsFound,
          bidsStored.length,
          bidKeys.size === bidsStored.length,
        ),
      ],
      [
        'orders',
        line(
          orderIds.length,
          ordersFound,
          ordersStored.length,
          ordersPerRequest === ordersStored.length,
        ),
      ],
    ]);

    // The money and the work: a paid order has its charge (once, by the ledger's unique index),
    // a finished one is done or further on, a reviewed one has its review; and the ledger of
    // every order of the run balances.
    const paidIds = [...acknowledged.paid];
    const runOrders = ordersStored.map((order) => order._id);
    const [charged, statuses, reviewed, sums] = await Promise.all([
      LedgerEntryModel.distinct('job', { job: { $in: paidIds }, kind: 'charge' }),
      JobModel.find({ _id: { $in: [...acknowledged.done] } }, { status: 1 }).lean(),
      ReviewModel.distinct('job', { job: { $in: [...acknowledged.reviews] }, side: 'owner' }),
      LedgerEntryModel.find({ job: { $in: runOrders } }, { kind: 1, state: 1, amount: 1 }).lean(),
    ]);
    const finishedStates = new Set(['done', 'confirmed', 'paid_out']);
    const stillFinished = statuses.filter((job) => finishedStates.has(job.status)).length;
    const balance = ledgerBalances(
      sums.map((entry) => ({ kind: entry.kind, state: entry.state ?? null, amount: entry.amount })),
    );
    const found = (acked: number, stored: number) =>
      `${acked} acknowledged, ${stored} of them stored${stored === acked ? '' : '  LOST'}`;
    table([
      ['payments', found(paidIds.length, charged.length)],
      ['jobs done', found(acknowledged.done.size, stillFinished)],
      ['confirmed', `${acknowledged.confirmed.size} acknowledged`],
      ['reviews', found(acknowledged.reviews.size, reviewed.length)],
      [
        'ledger',
        `${sums.length} entries, charges ${balance.charges}, platform ${balance.platformNet}, shares ${balance.sharesPending + balance.sharesAvailable}: ${balance.balanced ? 'balanced' : 'NOT BALANCED'}`,
      ],
    ]);
  } finally {
    running = false;
    await mongoose.disconnect();
  }
}
