import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import { notificationRound } from '@boatcare/server-kit/notifications';
import {
  NotificationModel,
  PushSubscriptionModel,
  UserEventModel,
} from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { createJobPost, PROVIDER } from '../../fixtures.ts';
import { TestPushService, type TestDevice } from './push-service.ts';

const RETRY_MS = 60_000;
const vapid = webpush.generateVAPIDKeys();
let service: TestService;
let pushService: TestPushService;
let owner: TestUser;
let provider: TestUser;

const call = (
  user: TestUser | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => service.app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });
const subscribe = (user: TestUser, device: TestDevice) =>
  call(user, 'PUT', '/push/subscription', device.subscription);
/** Subscribes a device and answers its subscription's id. */
const subscribed = async (user: TestUser, device: TestDevice) =>
  (await subscribe(user, device)).json().data.id as string;
/** The queued push of an event to one device. */
const pushOf = (eventId: string, subscription: string) =>
  NotificationModel.findOne({ channel: 'push', event: eventId, subscription }).lean();
const round = () => notificationRound(service.app, service.config);

/** A provider's offer on a new request of the owner: the owner's `bidReceived` event. */
async function offer(boatName: string) {
  const post = await createJobPost(owner.id, { status: 'active', boatName });
  const answer = await call(provider, 'POST', '/bids', { jobPostId: post, bid_amount: 200_00 });
  expect(answer.statusCode).toBe(201);
  const event = await UserEventModel.findOne({
    to: owner.id,
    kind: 'bidReceived',
    'data.title': boatName,
  }).lean();
  return { post, eventId: String(event!._id) };
}

beforeAll(async () => {
  service = await buildTestService(marketplace, {
    NOTIFICATIONS_INTERVAL_MS: '0',
    NOTIFICATIONS_RETRY_MS: String(RETRY_MS),
    PUBLIC_ORIGIN: 'https://boatcare.example',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push@boatcare.example',
  });
  pushService = await TestPushService.start();
  owner = await service.createUser({ user_type: 1, first_name: 'Ole', language_code: 'da' });
  provider = await service.createUser({ ...PROVIDER, first_name: 'Pia', language_code: 'en' });
});
afterEach(() => setClockOffset(0));
afterAll(async () => {
  await pushService.close();
  await service.close();
});

describe('push subscriptions', () => {
  it('gives signed-in users the public key', async () => {
    expect((await call(owner, 'GET', '/push/key')).json()).toEqual({
      data: { public_key: vapid.publicKey },
    });
    expect((await call(null, 'GET', '/push/key')).statusCode).toBe(401);
  });

  it('stores a valid subscription and refuses a malformed one', async () => {
    const device = pushService.device('valid');
    const good = device.subscription;
    const saved = await subscribe(owner, device);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.id).toMatch(/^[a-f0-9]{24}$/);
    // The same device again: the same subscription, not a second one.
    expect((await subscribe(owner, device)).json().data.id).toBe(saved.json().data.id);
    expect(await PushSubscriptionModel.countDocuments({ endpoint: good.endpoint })).toBe(1);

    const bad = [
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'ftp://push.example.com/x' },
      // `URL` reads these, but they are no URIs (the document's `format: uri`).
      { ...good, endpoint: 'https://\u00cf' },
      { ...good, endpoint: 'https://push.example.com/\u00e6' },
      { ...good, endpoint: 'https://push.example.com/a b' },
      { ...good, endpoint: 'https://user:secret@push.example.com/x' },
      { ...good, endpoint: `https://push.example.com/${'a'.repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!!!!!!!!!' } },
      { endpoint: good.endpoint },
      { ...good, keys: { p256dh: { $ne: null }, auth: good.keys.auth } },
    ];
    for (const body of bad) {
      const answer = await call(owner, 'PUT', '/push/subscription', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    }
    expect((await call(null, 'PUT', '/push/subscription', good)).statusCode).toBe(401);
    await PushSubscriptionModel.deleteOne({ endpoint: good.endpoint });
  });

  it('lets a user remove only their own subscription', async () => {
    const device = pushService.device('mine');
    await subscribe(owner, device);
    const remove = (user: TestUser) =>
      call(user, 'POST', '/push/subscription/remove', { endpoint: device.endpoint });
    expect((await remove(provider)).statusCode).toBe(404);
    expect(await PushSubscriptionModel.countDocuments({ endpoint: device.endpoint })).toBe(1);
    expect((await remove(owner)).json()).toEqual({ data: { removed: true } });
    expect((await remove(owner)).statusCode).toBe(404);
    expect(await PushSubscriptionModel.countDocuments({ endpoint: device.endpoint })).toBe(0);
  });

  it('keeps a user’s 20 newest devices', async () => {
    const user = await service.createUser({ user_type: 1 });
    const devices = Array.from({ length: 21 }, (_, n) => pushService.device(`many-${n}`));
    for (const [n, device] of devices.entries()) {
      setClockOffset(n * 1000);
      expect((await subscribe(user, device)).statusCode).toBe(200);
    }
    const kept = await PushSubscriptionModel.find({ user: user.id }, { endpoint: 1 }).lean();
    expect(kept).toHaveLength(20);
    expect(kept.map((row) => row.endpoint)).not.toContain(devices[0]!.endpoint);
  });
});

describe('push delivery through the notification queue', () => {
  it('pushes an encrypted, VAPID-signed message once, in the receiver’s language', async () => {
    const phone = pushService.device('phone');
    const phoneId = await subscribed(owner, phone);
    const { post, eventId } = await offer('Havørn');

    await round();
    const [request, ...more] = pushService.to(phone);
    expect(more).toHaveLength(0);
    expect(request!.headers.ttl).toBe('86400');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    // The push service sees only ciphertext; the device reads the notification.
    expect(request!.body.includes(Buffer.from('Havørn'))).toBe(false);
    expect(JSON.parse(phone.open(request!.body))).toEqual({
      title: 'BoatCare',
      body: 'Nyt tilbud på Havørn',
      tag: eventId,
      url: `https://boatcare.example/da/requests/${post}`,
    });

    // The next rounds (of this worker or another) send nothing again.
    await Promise.all([round(), round()]);
    expect(pushService.to(phone)).toHaveLength(1);
    expect(await pushOf(eventId, phoneId)).toMatchObject({ state: 'sent', attempts: 1 });
    await PushSubscriptionModel.deleteOne({ endpoint: phone.endpoint });
  });

  it('retries with backoff when the push service fails, and sends once it answers', async () => {
    const tablet = pushService.device('tablet');
    const tabletId = await subscribed(owner, tablet);
    pushService.plan(tablet, [503]);
    const { eventId } = await offer('Retry');

    await round();
    expect(pushService.to(tablet)).toHaveLength(1);
    const row = await pushOf(eventId, tabletId);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    // Not due yet.
    await round();
    expect(pushService.to(tablet)).toHaveLength(1);

    setClockOffset(RETRY_MS + 1000);
    await round();
    expect(pushService.to(tablet)).toHaveLength(2);
    expect(await pushOf(eventId, tabletId)).toMatchObject({ state: 'sent', attempts: 2 });
    await PushSubscriptionModel.deleteOne({ endpoint: tablet.endpoint });
  });

  it('removes a subscription the push service says is gone', async () => {
    const old = pushService.device('old-laptop');
    const oldId = await subscribed(owner, old);
    pushService.plan(old, [410]);
    const { eventId } = await offer('Gone');

    await round();
    expect(pushService.to(old)).toHaveLength(1);
    expect(await PushSubscriptionModel.countDocuments({ endpoint: old.endpoint })).toBe(0);
    expect(await pushOf(eventId, oldId)).toMatchObject({ state: 'skipped' });
    await round();
    expect(pushService.to(old)).toHaveLength(1);
  });

  it('respects the receiver’s choice per kind, apart from the email', async () => {
    const watch = pushService.device('watch');
    const watchId = await subscribed(owner, watch);
    const settings = (await call(owner, 'GET', '/auth/notifications')).json().data;
    expect(settings.push).toMatchObject({ bidReceived: true, messageReceived: true });
    expect(settings.email).toMatchObject({ bidReceived: true });
    const saved = await call(owner, 'PUT', '/auth/notifications', {
      ...settings,
      push: { ...settings.push, bidReceived: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.push.bidReceived).toBe(false);
    expect(saved.json().data.email.bidReceived).toBe(true);

    const { eventId } = await offer('Quiet');
    await round();
    expect(pushService.to(watch)).toHaveLength(0);
    expect(await pushOf(eventId, watchId)).toMatchObject({ state: 'skipped' });
    // The email of the same offer still goes out.
    expect(
      await NotificationModel.findOne({
        channel: { $ne: 'push' },
        kind: 'bidReceived',
        'values.title': 'Quiet',
      }).lean(),
    ).toMatchObject({ state: 'sent' });

    await call(owner, 'PUT', '/auth/notifications', settings);
    await offer('Loud');
    await round();
    expect(pushService.to(watch)).toHaveLength(1);
  });
});
