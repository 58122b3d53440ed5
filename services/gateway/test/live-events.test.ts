import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@boatcare/server-kit';
import { JobPostModel, UserModel } from '@boatcare/server-kit/models';
import { StreamReader } from '@boatcare/server-kit/testing';
import { UserType } from '@boatcare/shared-domain/core';
import { buildGateway, loadGatewayConfig } from '../src/app.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { closedPortUrl } from './helpers.ts';

/**
 * The live stream over the real thing: two marketplace processes on one database, each behind
 * a gateway of its own (two gateway instances), browsers' streams opened through the gateways.
 */
const PASSWORD = 'correct-horse-battery';
/** Nyhavn, Copenhagen: where the requests and the provider are. */
const NYHAVN = { latitude: 55.6797, longitude: 12.5901 };
const POLL_MS = 100;
let cluster: Cluster;
const gateways: FastifyInstance[] = [];
/** Gateway A sends /v1/events to marketplace instance 0, gateway B to instance 1. */
let gatewayA: string;
let gatewayB: string;
const readers: StreamReader[] = [];

async function gatewayTo(marketplace: string): Promise<string> {
  const nowhere = await closedPortUrl();
  const gateway = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      APPS_DIR: mkdtempSync(join(tmpdir(), 'boatcare-live-apps-')),
      MARKETPLACE_URL: marketplace,
      PAYMENTS_URL: nowhere,
      CLUB_URL: nowhere,
      BACKOFFICE_URL: nowhere,
    }),
  );
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  gateways.push(gateway);
  return `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  cluster = await startCluster({
    instances: { marketplace: 2 },
    env: { EVENTS_POLL_MS: String(POLL_MS), NOTIFICATIONS_INTERVAL_MS: '0' },
  });
  await mongoose.connect(cluster.mongoUrl);
  const [first, second] = cluster.instances.marketplace;
  gatewayA = await gatewayTo(first?.url ?? '');
  gatewayB = await gatewayTo(second?.url ?? '');
}, 180_000);
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
  await cluster?.stop();
}, 60_000);

interface Person {
  id: string;
  token: string;
}

async function person(user_type: UserType, extra: Record<string, unknown> = {}): Promise<Person> {
  const created = await UserModel.create({
    first_name: 'Live',
    last_name: 'Test',
    email: `${randomUUID()}@boatcare.test`,
    password_hash: await hashPassword(PASSWORD),
    user_type,
    ...extra,
  });
  const response = await fetch(`${gatewayA}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: created.email, password: PASSWORD }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { id: String(created._id), token: access_token };
}

const provider = () =>
  person(UserType.Provider, {
    gate_fee_paid: true,
    subscription_active: true,
    service_range: 50,
    bidder: {
      title: 'Live Marine',
      bio_description: 'We clean boats in and around Copenhagen, carefully and on time.',
      contact_number: '+4512345678',
      address: 'Nyhavn, Copenhagen',
      ...NYHAVN,
    },
  });

async function requestOf(owner: Person, boatName: string): Promise<string> {
  const post = await JobPostModel.create({
    auctioneer: owner.id,
    boatName,
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 30,
    locationType: 'In water',
    location: { address: 'Test harbour', ...NYHAVN },
    preferredDate: new Date('2030-06-01'),
    status: 'active',
  });
  return String(post._id);
}

const send = (base: string, who: Person | null, method: string, path: string, body?: unknown) =>
  fetch(`${base}/v1${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

async function offer(base: string, who: Person, post: string, amount = 200_00) {
  const answer = await send(base, who, 'POST', '/bids', { jobPostId: post, bid_amount: amount });
  expect(answer.status).toBe(201);
}

/** A browser's stream through a gateway: a ticket, then the stream, from a position or now. */
async function streamOf(base: string, who: Person, position?: string): Promise<StreamReader> {
  const answer = await send(base, who, 'POST', '/events/ticket');
  expect(answer.status).toBe(201);
  const { ticket } = ((await answer.json()) as { data: { ticket: string } }).data;
  const reader = await StreamReader.open(
    `${base}/v1/events?ticket=${ticket}`,
    position ? { 'last-event-id': position } : {},
  );
  readers.push(reader);
  expect(reader.status).toBe(200);
  // Its start position arrives once its catch-up is sent: from then on it is live.
  await expect.poll(() => reader.position, { timeout: 5_000 }).not.toBe('');
  return reader;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const titles = (reader: StreamReader) =>
  reader.events.map((event) => `${event.kind} ${event.data.title ?? ''}`);

describe('live events across instances', () => {
  it('two gateways over two instances each serve their users, and nobody gets another user’s events', async () => {
    const [ann, bo, pro] = [
      await person(UserType.Customer),
      await person(UserType.Customer),
      await provider(),
    ];
    const annOnA = await streamOf(gatewayA, ann);
    const boOnB = await streamOf(gatewayB, bo);
    // Ann's second device, on the other gateway.
    const annOnB = await streamOf(gatewayB, ann);
    const proOnA = await streamOf(gatewayA, pro);
    // Each action through the gateway the other user is not on.
    await offer(gatewayB, pro, await requestOf(ann, 'Ann boat'));
    await offer(gatewayA, pro, await requestOf(bo, 'Bo boat'));

    await annOnA.waitFor(1, 2_000);
    await annOnB.waitFor(1, 2_000);
    await boOnB.waitFor(1, 2_000);
    await pause(POLL_MS * 8);
    expect(titles(annOnA)).toEqual(['bidReceived Ann boat']);
    expect(titles(annOnB)).toEqual(['bidReceived Ann boat']);
    expect(titles(boOnB)).toEqual(['bidReceived Bo boat']);
    expect(proOnA.events).toEqual([]);
  });

  it('a restarted instance loses no event and sends none twice to a stream resuming with Last-Event-ID', async () => {
    const [ann, bo, pro] = [
      await person(UserType.Customer),
      await person(UserType.Customer),
      await provider(),
    ];
    const first = await requestOf(ann, 'Before');
    const annStream = await streamOf(gatewayA, ann);
    // Bo's stream sees nothing before the restart: it resumes from its start position.
    const boStream = await streamOf(gatewayA, bo);
    await offer(gatewayB, pro, first);
    await annStream.waitFor(1, 2_000);
    const [annAt, boAt] = [annStream.lastId, boStream.lastId];

    const instance = cluster.instances.marketplace[0];
    if (!instance) throw new Error('no instance');
    await instance.kill();
    await Promise.all([annStream.ended, boStream.ended]);
    // While it is down, the other instance takes actions.
    await offer(gatewayB, pro, await requestOf(ann, 'During'));
    const asked = await send(gatewayB, pro, 'POST', `/messages/post/${first}/questions`, {
      text: 'Is she in the water?',
    });
    expect(asked.status).toBe(201);
    await offer(gatewayB, pro, await requestOf(bo, 'Bo during'));
    await instance.start();

    const annAgain = await streamOf(gatewayA, ann, annAt);
    const boAgain = await streamOf(gatewayA, bo, boAt);
    await annAgain.waitFor(2, 3_000);
    await boAgain.waitFor(1, 3_000);
    await pause(POLL_MS * 12);
    expect(titles(annAgain).sort()).toEqual(['bidReceived During', 'questionReceived Before']);
    expect(titles(boAgain)).toEqual(['bidReceived Bo during']);
    // A new event after the restart arrives live, once.
    await offer(gatewayB, pro, await requestOf(ann, 'After'));
    await annAgain.waitFor(3, 2_000);
    await pause(POLL_MS * 8);
    expect(titles(annAgain)).toEqual(expect.arrayContaining(['bidReceived After']));
    expect(annAgain.events.map((e) => [e.id, e.kind, e.data.title, e.created_date])).toHaveLength(
      3,
    );
    expect(new Set(annAgain.events.map((event) => event.id)).size).toBe(3);
    expect(annAgain.events.map((event) => event.id)).not.toContain(annStream.events[0]?.id);
  }, 120_000);

  it('answers hostile input on the event endpoints with 4xx JSON, through the gateway', async () => {
    const [ann, bo] = [await person(UserType.Customer), await person(UserType.Customer)];
    const pro = await provider();
    await offer(gatewayA, pro, await requestOf(ann, 'Hostile'));
    const annEvent = await (async () => {
      await expect
        .poll(
          async () =>
            (
              (await (await send(gatewayA, ann, 'GET', '/events/list')).json()) as {
                items: { id: string }[];
              }
            ).items.length,
        )
        .toBe(1);
      const list = (await (await send(gatewayA, ann, 'GET', '/events/list')).json()) as {
        items: { id: string }[];
      };
      return list.items[0]?.id ?? '';
    })();
    const ticket = async () =>
      (
        (await (await send(gatewayA, ann, 'POST', '/events/ticket')).json()) as {
          data: { ticket: string };
        }
      ).data.ticket;
    const stream = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${gatewayA}/v1/events${query}`, { headers });
    const forged = `${ann.token.split('.').slice(0, 2).join('.')}.${randomBytes(64).toString('base64url')}`;

    const cases: Record<string, () => Promise<Response>> = {
      'no ticket': () => stream(''),
      'an unknown ticket': () => stream(`?ticket=${randomBytes(32).toString('base64url')}`),
      'a session token as ticket': () => stream(`?ticket=${ann.token}`),
      'an operator as ticket': () => stream('?ticket[$gt]='),
      'two tickets': () => stream('?ticket=a&ticket=b'),
      'a position that is not one': async () =>
        stream(`?ticket=${await ticket()}&last_event_id=${encodeURIComponent('{"$gt":0}')}`),
      'a huge Last-Event-ID': async () =>
        stream(`?ticket=${await ticket()}`, { 'last-event-id': '1'.repeat(8_000) }),
      'too many sent ids': async () =>
        stream(`?ticket=${await ticket()}`, {
          'last-event-id': `1:${Array.from({ length: 300 }, () => 'a'.repeat(24)).join(',')}`,
        }),
      'a used ticket': async () => {
        const once = await ticket();
        const opened = await StreamReader.open(`${gatewayA}/v1/events?ticket=${once}`);
        readers.push(opened);
        return stream(`?ticket=${once}`);
      },
      'a ticket without a session': () => send(gatewayA, null, 'POST', '/events/ticket'),
      'a ticket with a forged token': () =>
        send(gatewayA, { id: ann.id, token: forged }, 'POST', '/events/ticket'),
      "another user's event read": () => send(gatewayA, bo, 'POST', `/events/${annEvent}/read`),
      'an operator as event id': () =>
        send(gatewayA, ann, 'POST', `/events/${encodeURIComponent('{"$ne":null}')}/read`),
      'a list cursor that is not one': () => send(gatewayA, ann, 'GET', '/events/list?after=xyz'),
      'a list limit far too big': () => send(gatewayA, ann, 'GET', '/events/list?limit=100000'),
      'broken JSON to read-all': () => send(gatewayA, ann, 'POST', '/events/read-all', '{"a":'),
      'the list without a session': () => send(gatewayA, null, 'GET', '/events/list'),
    };
    for (const [name, attempt] of Object.entries(cases)) {
      const answer = await attempt();
      const body = await answer.text();
      expect({ name, status: answer.status }).toMatchObject({
        status: expect.toSatisfy((code: number) => code >= 400 && code < 500),
      });
      expect({ name, type: answer.headers.get('content-type') }).toMatchObject({
        type: expect.stringMatching(/^application\/json/),
      });
      expect({ name, code: (JSON.parse(body) as { code?: unknown }).code }).toMatchObject({
        code: expect.any(String),
      });
    }
    // Nothing was read by another user.
    const unread = (await (await send(gatewayA, ann, 'GET', '/events/unread')).json()) as {
      data: { count: number };
    };
    expect(unread.data.count).toBe(1);
  });
});
