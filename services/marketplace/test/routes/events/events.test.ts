import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventHub, emitUserEvent, type FeedRow } from '@boatcare/server-kit/events';
import { UserEventModel } from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  StreamReader,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { eventStreamBody } from '@boatcare/shared-domain/schemas/user-event';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createJobPost, PROVIDER } from '../../fixtures.ts';
import { driveJob } from '../../social.ts';

const POLL_MS = 50;
let service: TestService;
let base: string;
let owner: TestUser;
let provider: TestUser;
let otherProvider: TestUser;
let bystander: TestUser;
const readers: StreamReader[] = [];

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  service.app.inject({ method, url, payload, headers: bearer(user.token) });

async function ticketOf(user: TestUser): Promise<string> {
  const answer = await call(user, 'POST', '/events/ticket');
  expect(answer.statusCode).toBe(201);
  return answer.json().data.ticket as string;
}

/** Opens a user's stream as the browser does: a ticket, then the stream with it. */
async function streamOf(user: TestUser, lastEventId?: string): Promise<StreamReader> {
  const ticket = await ticketOf(user);
  const reader = await StreamReader.open(
    `${base}/events?ticket=${ticket}`,
    lastEventId ? { 'last-event-id': lastEventId } : {},
  );
  readers.push(reader);
  expect(reader.status).toBe(200);
  return reader;
}

const bid = (user: TestUser, post: string, amount = 250_00) =>
  call(user, 'POST', '/bids', { jobPostId: post, bid_amount: amount });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  service = await buildTestService(marketplace, {
    NOTIFICATIONS_INTERVAL_MS: '0',
    EVENTS_POLL_MS: String(POLL_MS),
    EVENTS_OVERLAP_MS: '1000',
    EVENTS_HEARTBEAT_MS: '200',
  });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  owner = await service.createUser({ user_type: 1, first_name: 'Ole' });
  provider = await service.createUser({ ...PROVIDER, first_name: 'Pia' });
  otherProvider = await service.createUser({
    ...PROVIDER,
    bidder: { ...BIDDER_PROFILE, title: 'Other Marine' },
  });
  bystander = await service.createUser({ user_type: 1 });
});
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await service.close();
});

describe('GET /events (the live stream)', () => {
  it("brings one user's action to the other user's open stream, and to nobody else's", async () => {
    const ownerStream = await streamOf(owner);
    const bystanderStream = await streamOf(bystander);
    const post = await createJobPost(owner.id, { boatName: 'Havørn' });
    const started = Date.now();
    expect((await bid(provider, post)).statusCode).toBe(201);

    const [event] = await ownerStream.waitFor(1, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(event).toMatchObject({
      kind: 'bidReceived',
      screen: 'requestDetail',
      params: { id: post },
      data: { title: 'Havørn' },
      read_date: null,
    });
    expect(ownerStream.contentType).toMatch(/^text\/event-stream/);
    await pause(POLL_MS * 6);
    expect(bystanderStream.events).toEqual([]);
    // Quiet streams still get their keep-alive comments.
    expect(bystanderStream.comments).toBeGreaterThan(1);
  });

  it('resumes after a reconnect with Last-Event-ID: the missed events, each once', async () => {
    const post = await createJobPost(owner.id, { boatName: 'Nordlys' });
    const first = await streamOf(owner);
    await bid(provider, post);
    await first.waitFor(1);
    const position = first.lastId;
    await first.close();

    // Missed while away: a question and a second offer.
    const asked = await call(provider, 'POST', `/messages/post/${post}/questions`, {
      text: 'Is she ashore?',
    });
    expect(asked.statusCode).toBe(201);
    await bid(otherProvider, post, 300_00);

    const again = await streamOf(owner, position);
    await again.waitFor(2);
    await pause(POLL_MS * 6);
    expect(again.events.map((e) => e.kind).sort()).toEqual(['bidReceived', 'questionReceived']);
    expect(new Set(again.events.map((e) => e.id)).size).toBe(2);
    expect(again.events.map((e) => e.id)).not.toContain(first.events[0]?.id);

    // The same position as a query parameter (a browser that opens a new EventSource).
    const third = await StreamReader.open(
      `${base}/events?ticket=${await ticketOf(owner)}&last_event_id=${encodeURIComponent(position)}`,
    );
    readers.push(third);
    await third.waitFor(2);
    await pause(POLL_MS * 4);
    expect(third.events).toHaveLength(2);
  });

  it('tells each side of a job what the other did (accepted to the provider, paid to both)', async () => {
    const post = await createJobPost(owner.id, { boatName: 'Måge' });
    const placed = await bid(provider, post);
    const providerStream = await streamOf(provider);
    const ownerStream = await streamOf(owner);
    const accepted = await call(owner, 'POST', '/jobs/from-bid', {
      bidId: placed.json().data.id,
    });
    expect(accepted.statusCode).toBe(201);
    await driveJob(accepted.json().id as string, owner.id, provider.id, 'paid');
    await providerStream.waitFor(2);
    expect(providerStream.events.map((e) => e.kind)).toEqual(['bidAccepted', 'paymentReceived']);
    expect(providerStream.events[0]).toMatchObject({
      screen: 'supplierJobDetail',
      params: { id: post },
    });
    const [paid] = await ownerStream.waitFor(1);
    expect(paid?.kind).toBe('paymentReceived');
  });

  it('tells the owner of a changed offer, once per change', async () => {
    const post = await createJobPost(owner.id, { boatName: 'Tern' });
    const ownerStream = await streamOf(owner);
    await bid(provider, post, 250_00);
    await ownerStream.waitFor(1);
    expect((await bid(provider, post, 275_00)).statusCode).toBe(200);
    const [, changed] = await ownerStream.waitFor(2, 2_000);
    expect(changed).toMatchObject({
      kind: 'bidChanged',
      screen: 'requestDetail',
      params: { id: post },
      data: { title: 'Tern' },
    });
    // The same offer again changes nothing, and tells nothing.
    expect((await bid(provider, post, 275_00)).statusCode).toBe(200);
    await pause(POLL_MS * 6);
    expect(ownerStream.events).toHaveLength(2);
  });

  it('is served from the database by every instance: two hubs, each with its own users', async () => {
    const hubOptions = { pollMs: POLL_MS, overlapMs: 1_000, heartbeatMs: 60_000, log: console };
    const [first, second] = [new EventHub(hubOptions), new EventHub(hubOptions)];
    const seen = {
      owner: [] as string[],
      provider: [] as string[],
      ownerElsewhere: [] as string[],
    };
    const sink = (into: string[]) => ({
      write: (text: string) => {
        const data = /^data: (\{.*)$/m.exec(text)?.[1];
        if (data) into.push((JSON.parse(data) as { kind: string }).kind);
      },
      end: () => undefined,
    });
    await first.open(owner.id, null, sink(seen.owner));
    await second.open(provider.id, null, sink(seen.provider));
    await second.open(owner.id, null, sink(seen.ownerElsewhere));
    const post = await createJobPost(owner.id);
    await bid(provider, post);
    await call(provider, 'POST', `/messages/post/${post}/questions`, { text: 'When?' });
    await expect.poll(() => seen.owner, { timeout: 3_000 }).toHaveLength(2);
    await expect.poll(() => seen.ownerElsewhere, { timeout: 3_000 }).toHaveLength(2);
    await pause(POLL_MS * 4);
    expect(seen.provider).toEqual([]);
    expect(seen.owner.sort()).toEqual(['bidReceived', 'questionReceived']);
    await Promise.all([first.close(), second.close()]);
  });

  it('never sends a resumed event again, however far the position moves on', async () => {
    const at = Date.now();
    // Sent before the reconnect, 1 s ago; the position starts 3 s ago.
    const sent = await UserEventModel.create({
      key: `test:resumed:${at}`,
      to: owner.id,
      kind: 'bidReceived',
      screen: 'requestDetail',
      created_date: new Date(at - 1_000),
      created_minute: Math.floor((at - 1_000) / 60_000),
    });
    const hub = new EventHub({
      pollMs: POLL_MS,
      overlapMs: 2_000,
      heartbeatMs: 60_000,
      log: console,
    });
    const seen: string[] = [];
    await hub.open(
      owner.id,
      { since: at - 3_000, sent: [String(sent._id)] },
      {
        write: (text) => {
          const data = /^data: (\{.*)$/m.exec(text)?.[1];
          if (data) seen.push((JSON.parse(data) as { id: string }).id);
        },
        end: () => undefined,
      },
    );
    // Many polls: the position moves past its start (now - overlap), the event is still inside.
    await pause(POLL_MS * 10);
    await hub.close();
    expect(seen).not.toContain(String(sent._id));
  });

  it('opens only with a fresh ticket of its own, answering 4xx JSON otherwise', async () => {
    const ticket = await ticketOf(owner);
    const opened = await StreamReader.open(`${base}/events?ticket=${ticket}`);
    readers.push(opened);
    expect(opened.status).toBe(200);
    // Single use: the same ticket again.
    const reused = await fetch(`${base}/events?ticket=${ticket}`);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: 'errors.invalidTicket' });
    // A session token is not a ticket, and a ticket needs a session.
    const withToken = await fetch(`${base}/events?ticket=${owner.token}`);
    expect(withToken.status).toBe(400);
    await withToken.body?.cancel();
    expect((await service.app.inject({ method: 'POST', url: '/events/ticket' })).statusCode).toBe(
      401,
    );
    const missing = await service.app.inject({ method: 'GET', url: '/events' });
    expect(missing.statusCode).toBe(400);
    const badPosition = await service.app.inject({
      method: 'GET',
      url: `/events?ticket=${await ticketOf(owner)}`,
      headers: { 'last-event-id': '{"$gt":""}' },
    });
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json()).toMatchObject({ code: 'errors.badCursor' });
  });
});

describe('the notification centre (/events/list, unread, read)', () => {
  it('lists newest first a page at a time, counts unread, marks one and all read, for the owner only', async () => {
    const reader = await service.createUser({ user_type: 1 });
    for (const title of ['One', 'Two', 'Three']) {
      const post = await createJobPost(reader.id, { boatName: title });
      await bid(provider, post);
    }
    const first = (await call(reader, 'GET', '/events/list?limit=2')).json();
    expect(first.items.map((e: { data: { title: string } }) => e.data.title)).toEqual([
      'Three',
      'Two',
    ]);
    const rest = (await call(reader, 'GET', `/events/list?limit=2&after=${first.next}`)).json();
    expect(rest.items.map((e: { data: { title: string } }) => e.data.title)).toEqual(['One']);
    expect(rest.next).toBeNull();
    const unread = async (user: TestUser) =>
      (await call(user, 'GET', '/events/unread')).json().data.count as number;
    expect(await unread(reader)).toBe(3);

    // Another user cannot read or mark them: 404, and nothing changes.
    const id = first.items[0].id as string;
    expect((await call(bystander, 'POST', `/events/${id}/read`)).statusCode).toBe(404);
    expect((await call(bystander, 'GET', '/events/list')).json().items).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect(await unread(reader)).toBe(3);

    const marked = await call(reader, 'POST', `/events/${id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.read_date).toEqual(expect.any(String));
    expect(await unread(reader)).toBe(2);
    expect((await call(reader, 'POST', '/events/read-all')).json().data.count).toBe(2);
    expect(await unread(reader)).toBe(0);
    const after = (await call(reader, 'GET', '/events/list')).json();
    expect(after.items.every((e: { read_date: string | null }) => e.read_date)).toBe(true);
  });

  it("tells the reader's other devices when one or all are read, without listing or counting it", async () => {
    const reader = await service.createUser({ user_type: 1 });
    for (const title of ['Alfa', 'Bravo'])
      await bid(provider, await createJobPost(reader.id, { boatName: title }));
    const [phone, laptop] = [await streamOf(reader), await streamOf(reader)];
    const [newest] = (await call(reader, 'GET', '/events/list')).json().items as { id: string }[];
    expect((await call(reader, 'POST', `/events/${newest?.id}/read`)).statusCode).toBe(200);
    for (const device of [phone, laptop]) {
      const [synced] = await device.waitFor(1, 2_000);
      expect(synced).toMatchObject({ kind: 'notificationsRead', read_date: expect.any(String) });
    }
    // Read again: nothing changed, nothing told.
    await call(reader, 'POST', `/events/${newest?.id}/read`);
    await call(reader, 'POST', '/events/read-all');
    await phone.waitFor(2, 2_000);
    await pause(POLL_MS * 6);
    expect(phone.events.map((e) => e.kind)).toEqual(['notificationsRead', 'notificationsRead']);
    await call(reader, 'POST', '/events/read-all');
    await pause(POLL_MS * 6);
    expect(phone.events).toHaveLength(2);
    const listed = (await call(reader, 'GET', '/events/list')).json().items as { kind: string }[];
    expect(listed.map((e) => e.kind)).toEqual(['bidReceived', 'bidReceived']);
    expect((await call(reader, 'GET', '/events/unread')).json().data.count).toBe(0);
  });

  it('refuses malformed ids and cursors with 400', async () => {
    expect((await call(owner, 'POST', '/events/%7B%22%24gt%22%3A%22%22%7D/read')).statusCode).toBe(
      400,
    );
    expect((await call(owner, 'GET', '/events/list?after=nonsense')).statusCode).toBe(400);
  });
});

describe('emitUserEvent (the one writer of the feed)', () => {
  it('writes a happening once however often it is told, and never throws', async () => {
    const input = {
      to: bystander.id,
      kind: 'subscriptionChanged',
      source: 'test:twice',
      screen: 'supplierSubscribe',
    } as const;
    await emitUserEvent(input);
    await emitUserEvent(input);
    expect(await UserEventModel.countDocuments({ to: bystander.id, kind: input.kind })).toBe(1);
    const errors: object[] = [];
    await expect(
      emitUserEvent(
        { ...input, source: 'test:broken', screen: 'noSuchScreen' as 'home' },
        { error: (obj) => errors.push(obj) },
      ),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    const rows = await UserEventModel.find({ to: bystander.id }).lean<FeedRow[]>();
    expect(rows).toHaveLength(1);
  });
});

describe('the OpenAPI document of the stream', () => {
  it('says its success answer is Server-Sent Events and its errors JSON', async () => {
    const answer = await call(owner, 'GET', '/docs/json');
    const stream = answer.json().paths['/events'].get.responses;
    expect(Object.keys(stream['200'].content)).toEqual(['text/event-stream']);
    expect(Object.keys(stream['401'].content)).toEqual(['application/json']);
  });

  it('sends only messages of the documented shape: the `position` one, then `message`s', async () => {
    const reader = await streamOf(owner);
    await bid(provider, await createJobPost(owner.id, { boatName: 'Skarv' }));
    await reader.waitFor(1);
    // A message naming no type is a `message` (the Server-Sent Events rule), as the document says.
    expect(reader.frames.map(({ event }) => event)).toContain('message');
    for (const frame of reader.frames) expect(eventStreamBody.parse(frame)).toEqual(frame);
  });
});
