import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox, setClockOffset, type Mailer } from '@boatcare/server-kit';
import {
  consumeJobEvents,
  deliverDueNotifications,
  EMAIL_GROUP_WINDOW_MS,
  enqueueNotification,
} from '@boatcare/server-kit/notifications';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobEventModel, NotificationModel, UserEventModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createBid, createJobPost } from '../../fixtures.ts';
import { freshOutbox } from '../auth/outbox.ts';
import { driveJob } from '../../social.ts';

let service: TestService;
let outbox: string;
let owner: TestUser;
let provider: TestUser;

const RETRY_MS = 60_000;
const deliver = (mailer: Mailer = service.app.mailer) =>
  deliverDueNotifications({ mailer, config: service.config });
const subjectsTo = async (user: TestUser) =>
  (await readOutbox(outbox, { to: user.email })).map((m) => m.subject).reverse();
const call = (user: TestUser, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  service.app.inject({ method, url, payload, headers: bearer(user.token) });

/** A real mailer that cannot send: SMTP to a port nothing listens on. */
const brokenMailer = () =>
  createMailer({ ...service.config, SMTP_URL: 'smtp://127.0.0.1:9/?connectionTimeout=500' });

beforeAll(async () => {
  outbox = freshOutbox();
  service = await buildTestService(marketplace, {
    OUTBOX_DIR: outbox,
    NOTIFICATIONS_INTERVAL_MS: '0',
    NOTIFICATIONS_RETRY_MS: String(RETRY_MS),
    PUBLIC_ORIGIN: 'https://boatcare.example',
  });
  owner = await service.createUser({ user_type: 1, first_name: 'Ole', language_code: 'da' });
  provider = await service.createUser({
    user_type: 2,
    first_name: 'Pia',
    language_code: 'en',
    bidder: BIDDER_PROFILE,
    gate_fee_paid: true,
    subscription_active: true,
  });
});
afterEach(() => setClockOffset(0));
afterAll(() => service.close());

describe('notification emails', () => {
  it('a bid, a question and the job events reach the right person, in their language', async () => {
    const post = await createJobPost(owner.id, { status: 'active', boatName: 'Havørn' });
    const bid = await call(provider, 'POST', '/bids', { jobPostId: post, bid_amount: 300_00 });
    expect(bid.statusCode).toBe(201);
    // Changing the offer is not a new offer: no second email.
    await call(provider, 'POST', '/bids', { jobPostId: post, bid_amount: 290_00 });
    await call(provider, 'POST', `/messages/post/${post}/questions`, { text: 'Is it ashore?' });
    const accepted = await call(owner, 'POST', '/jobs/from-bid', { bidId: bid.json().data.id });
    expect(accepted.statusCode).toBe(201);
    const jobId = accepted.json().id as string;
    await driveJob(jobId, owner.id, provider.id, 'confirmed');

    await consumeJobEvents();
    await deliver();
    // The first email about the request goes at once; the rest of its quarter hour waits.
    expect(await subjectsTo(owner)).toEqual(['Nyt tilbud på Havørn']);
    expect(await subjectsTo(provider)).toEqual(['Your offer on Havørn was accepted']);
    setClockOffset(EMAIL_GROUP_WINDOW_MS + 1000);
    await deliver();
    expect(await subjectsTo(owner)).toEqual(['Nyt tilbud på Havørn', '2 nyheder om Havørn']);
    expect(await subjectsTo(provider)).toEqual([
      'Your offer on Havørn was accepted',
      '2 updates on Havørn',
    ]);
    // Amounts in the site's currency for the receiver's language: DKK for the Danish owner
    // (300 USD at 6.41), US dollars for the English provider (the accepted 290, 75% of it).
    const ownerMail = (await readOutbox(outbox, { to: owner.email })).reverse();
    expect(ownerMail[0]?.text).toMatch(/tilbud på 1\.923,00\s?kr\. på Havørn/);
    expect(ownerMail[1]?.text).toContain('En udbyder spørger om Havørn\n  Is it ashore?');
    expect(ownerMail[1]?.text).toContain('Havørn er udført: tjek det venligst');
    const providerMail = (await readOutbox(outbox, { to: provider.email })).reverse();
    expect(providerMail[0]?.text).toContain('your offer of US$290.00 on Havørn');
    expect(providerMail[1]?.text).toContain('- Havørn is paid');
    expect(providerMail[1]?.text).toContain('- Havørn is confirmed: US$217.50');
    const [digest] = await readOutbox(outbox, { to: provider.email });
    expect(digest?.text).toContain(`https://boatcare.example/en/supplier/jobs/${post}`);
    expect(digest?.text).toContain('Hello Pia');
    expect(digest?.text).toContain('https://boatcare.example/en/settings');

    // A review tells the other side, in the request's next quarter hour.
    await call(provider, 'PUT', `/reviews/job/${jobId}`, { rating: 5, text: 'Lovely owner' });
    setClockOffset(2 * EMAIL_GROUP_WINDOW_MS + 2000);
    await deliver();
    expect((await subjectsTo(owner)).at(-1)).toBe('Du har fået en anmeldelse for Havørn');

    // Handling the events again (a second worker, a restart) makes no new email.
    await JobEventModel.updateMany({}, { $set: { handled: [] } });
    await consumeJobEvents();
    await deliver();
    expect(await subjectsTo(provider)).toHaveLength(2);
    expect(await subjectsTo(owner)).toHaveLength(3);
  });

  it('an auto-confirmation by the system has its own text', async () => {
    const post = await createJobPost(owner.id, { status: 'active', boatName: 'Nordlys' });
    const bid = await call(provider, 'POST', '/bids', { jobPostId: post, bid_amount: 100_00 });
    const jobId = (
      await call(owner, 'POST', '/jobs/from-bid', { bidId: bid.json().data.id })
    ).json().id as string;
    await driveJob(jobId, owner.id, provider.id, 'done');
    await consumeJobEvents();
    await deliver();
    // Each in a quarter hour of its own, so each is sent as itself (not in a digest).
    setClockOffset(EMAIL_GROUP_WINDOW_MS + 1000);
    await deliver();
    const { transitionJob } = await import('@boatcare/server-kit');
    await transitionJob(jobId, 'confirmed', { role: 'system', userId: null });
    await consumeJobEvents();
    setClockOffset(2 * EMAIL_GROUP_WINDOW_MS + 2000);
    await deliver();
    const [latest] = await readOutbox(outbox, { to: provider.email });
    expect(latest?.subject).toBe('Nordlys is confirmed');
    expect(latest?.text).toContain('confirmed automatically');
  });

  it('respects the receiver’s choices in settings', async () => {
    const choices = (await call(owner, 'GET', '/auth/notifications')).json().data;
    expect(choices.email).toMatchObject({ bidReceived: true, reviewReceived: true });
    const saved = await call(owner, 'PUT', '/auth/notifications', {
      ...choices,
      email: { ...choices.email, bidReceived: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.email.bidReceived).toBe(false);
    // Another kind's email, and the same kind's push, are as they were.
    expect(saved.json().data.email.questionReceived).toBe(true);
    expect(saved.json().data.push.bidReceived).toBe(true);

    const before = (await subjectsTo(owner)).length;
    const post = await createJobPost(owner.id, { status: 'active', boatName: 'Stille' });
    await call(provider, 'POST', '/bids', { jobPostId: post, bid_amount: 120_00 });
    await call(provider, 'POST', `/messages/post/${post}/questions`, { text: 'Mast up?' });
    await deliver();
    expect((await subjectsTo(owner)).slice(before)).toEqual(['En udbyder spørger om Stille']);
    expect(
      await NotificationModel.findOne({
        kind: 'bidReceived',
        receiver: owner.id,
        'values.title': 'Stille',
      }).lean(),
    ).toMatchObject({ state: 'skipped' });
    await call(owner, 'PUT', '/auth/notifications', choices);
  });

  it('keeps the email choices stored before push existed', async () => {
    const user = await service.createUser({ user_type: 2, notifications_off: ['payoutSent'] });
    const { data } = (await call(user, 'GET', '/auth/notifications')).json();
    expect(data.email).toMatchObject({ payoutSent: false, bidAccepted: true });
    expect(data.push).toMatchObject({ payoutSent: true });
  });

  it('retries a failed send with backoff, and sends it once it can', async () => {
    const post = await createJobPost(owner.id, { status: 'active', boatName: 'Retry' });
    await createBid(post, provider.id);
    await enqueueNotification({
      kind: 'bidReceived',
      source: `test:${post}`,
      receiver: owner.id,
      values: { title: 'Retry', amount: 'USD 1.00' },
      path: `requests/${post}`,
    });
    const key = `bidReceived:test:${post}:${owner.id}`;
    const before = (await subjectsTo(owner)).length;

    await deliver(brokenMailer());
    let row = await NotificationModel.findOne({ key }).lean();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.last_error).not.toBe('');
    const wait = row!.next_attempt_date.getTime() - Date.now();
    expect(wait).toBeGreaterThan(RETRY_MS * 0.9);

    // Not due yet: nothing is tried.
    await deliver();
    expect((await NotificationModel.findOne({ key }).lean())?.attempts).toBe(1);

    // The second failure waits twice as long.
    setClockOffset(RETRY_MS + 1000);
    await deliver(brokenMailer());
    row = await NotificationModel.findOne({ key }).lean();
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(row!.next_attempt_date.getTime() - (Date.now() + RETRY_MS + 1000)).toBeGreaterThan(
      2 * RETRY_MS * 0.9,
    );

    setClockOffset(4 * RETRY_MS);
    await deliver();
    row = await NotificationModel.findOne({ key }).lean();
    expect(row).toMatchObject({ state: 'sent', attempts: 3 });
    expect((await subjectsTo(owner)).slice(before)).toEqual(['Nyt tilbud på Retry']);
  });

  it('never sends twice: concurrent workers, and a worker restarted mid-send', async () => {
    const before = (await subjectsTo(provider)).length;
    const rows = ['One', 'Two', 'Three'].map((title) => ({
      kind: 'reviewReceived' as const,
      source: `test-once:${title}`,
      receiver: provider.id,
      values: { title, rating: '5', text: '' },
      // Each about its own job, so none waits for another's grouping window.
      path: `supplier/jobs/${title}`,
    }));
    for (const row of rows) await enqueueNotification(row);
    // Enqueued twice (the same event handled again): one row each.
    for (const row of rows) await enqueueNotification(row);

    // A worker claimed "Three" and stopped before sending it (restart): it is left alone until
    // the claim is stale, so a live worker that is just slow is never doubled.
    const three = await NotificationModel.findOne({ 'values.title': 'Three' }).lean();
    const { claimOnce } = await import('@boatcare/server-kit');
    await claimOnce(`notification:${String(three!._id)}:1`);
    await NotificationModel.updateOne(
      { _id: three!._id },
      { $set: { state: 'sending', attempts: 1, claimed_date: new Date() } },
    );

    // Three workers at once.
    await Promise.all([deliver(), deliver(), deliver()]);
    let subjects = (await subjectsTo(provider)).slice(before);
    expect(subjects.sort()).toEqual([
      'You received a review for One',
      'You received a review for Two',
    ]);
    // After a restart, the sent ones stay sent.
    await deliver();
    expect((await subjectsTo(provider)).slice(before)).toHaveLength(2);

    // The stopped worker's claim goes stale: the next attempt sends it, once.
    setClockOffset(11 * 60 * 1000);
    await Promise.all([deliver(), deliver()]);
    subjects = (await subjectsTo(provider)).slice(before);
    expect(subjects).toHaveLength(3);
    expect(subjects.filter((s) => s.endsWith('Three'))).toHaveLength(1);
  });
});

describe('grouped notification emails', () => {
  it('sends one email per request in a quarter hour, then one digest of the rest; the feed is not held', async () => {
    const before = (await subjectsTo(owner)).length;
    const post = await createJobPost(owner.id, { status: 'active', boatName: 'Bølge' });
    const other = await createJobPost(owner.id, { status: 'active', boatName: 'Anden' });
    const ask = (id: string, text: string) =>
      call(provider, 'POST', `/messages/post/${id}/questions`, { text });
    for (const text of ['Is the hull steel?', 'Where is she moored?', 'Can I come on Monday?'])
      expect((await ask(post, text)).statusCode).toBe(201);
    await deliver();
    // Another request's email is not held by this one's window.
    await ask(other, 'Is it the red one?');
    await deliver();
    expect((await subjectsTo(owner)).slice(before)).toEqual([
      'En udbyder spørger om Bølge',
      'En udbyder spørger om Anden',
    ]);
    // The bell and push hear of each question at once.
    const events = await UserEventModel.find({ to: owner.id, 'subject.post': post }).lean();
    expect(events).toHaveLength(3);

    setClockOffset(EMAIL_GROUP_WINDOW_MS - 60_000);
    await deliver();
    expect((await subjectsTo(owner)).slice(before)).toHaveLength(2);

    // The window closes: one digest with both later questions, in the owner's Danish.
    setClockOffset(EMAIL_GROUP_WINDOW_MS + 1000);
    await deliver();
    await deliver();
    const all = await readOutbox(outbox, { to: owner.email });
    const mail = all.slice(0, all.length - before);
    expect(mail.map((m) => m.subject).reverse()).toEqual([
      'En udbyder spørger om Bølge',
      'En udbyder spørger om Anden',
      '2 nyheder om Bølge',
    ]);
    expect(mail[0]?.text).toContain('Det her er sket på Bølge');
    expect(mail[0]?.text).toContain('Where is she moored?');
    expect(mail[0]?.text).toContain('Can I come on Monday?');
    expect(mail[0]?.text).not.toContain('Is the hull steel?');
    expect(mail[0]?.html).toMatch(/<li>En udbyder spørger om Bølge<br>/);

    // A question just after the digest waits for the next window, and goes alone as itself.
    await ask(post, 'One more thing?');
    await deliver();
    expect((await subjectsTo(owner)).slice(before)).toHaveLength(3);
    setClockOffset(2 * EMAIL_GROUP_WINDOW_MS + 2000);
    await deliver();
    expect((await subjectsTo(owner)).slice(before).at(-1)).toBe('En udbyder spørger om Bølge');
    const rows = await NotificationModel.find({
      receiver: owner.id,
      'values.title': 'Bølge',
    }).lean();
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});
