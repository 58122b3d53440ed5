import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createBid, createJob, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let asker: TestUser;
let otherBidder: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  service.app.inject({ method, url, payload, headers: bearer(user.token) });
const read = async (user: TestUser, post: string) =>
  (await call(user, 'GET', `/messages/post/${post}`)).json().data;
const unread = async (user: TestUser) =>
  (await call(user, 'GET', '/messages/unread')).json().data.count as number;

beforeAll(async () => {
  service = await buildTestService(marketplace, { NOTIFICATIONS_INTERVAL_MS: '0' });
  owner = await service.createUser({ user_type: 1, first_name: 'Olivia' });
  otherOwner = await service.createUser({ user_type: 1 });
  asker = await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE });
  otherBidder = await service.createUser({
    user_type: 2,
    bidder: { ...BIDDER_PROFILE, title: 'Other Marine' },
  });
  stranger = await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE });
});
afterAll(() => service.close());

describe('public questions and answers before acceptance', () => {
  it('a provider asks, the owner answers, another bidder sees the answer; contact details masked', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    await createBid(post, otherBidder.id);
    const asked = await call(asker, 'POST', `/messages/post/${post}/questions`, {
      text: 'Can I call you on +45 12 34 56 78 or mail bo@example.com?',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data.text).toBe('Can I call you on [hidden] or mail [hidden]?');

    // Unanswered: the owner and the asker see it; other providers do not yet.
    expect((await read(otherBidder, post)).questions).toEqual([]);
    const ownerView = await read(owner, post);
    expect(ownerView).toMatchObject({ canAnswer: true, canAsk: false, thread: null });
    const [question] = ownerView.questions;
    expect(question).toMatchObject({ author: BIDDER_PROFILE.title, answer: null, mine: false });

    const answered = await call(owner, 'POST', `/messages/questions/${question.id}/answer`, {
      text: 'Yes: owner (at) boats (dot) dk, 87 65 43 21. The hull is 30 ft, see you 2026-06-01.',
    });
    expect(answered.statusCode).toBe(201);
    const again = await call(owner, 'POST', `/messages/questions/${question.id}/answer`, {
      text: 'Second answer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('messages.alreadyAnswered');

    const seen = await read(otherBidder, post);
    expect(seen.canAsk).toBe(true);
    expect(seen.questions).toHaveLength(1);
    expect(seen.questions[0].answer).toMatchObject({
      text: 'Yes: [hidden], [hidden]. The hull is 30 ft, see you 2026-06-01.',
      author: 'Olivia',
    });
  });

  it('only the owner answers, and a customer cannot ask', async () => {
    const post = await createJobPost(owner.id, { status: 'active' });
    const asked = await call(asker, 'POST', `/messages/post/${post}/questions`, { text: 'When?' });
    const id = asked.json().data.id as string;
    expect(
      (await call(otherOwner, 'POST', `/messages/questions/${id}/answer`, { text: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(owner, 'POST', `/messages/post/${post}/questions`, { text: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(otherOwner, 'GET', `/messages/post/${post}`)).statusCode).toBe(404);
    expect(
      (await call(asker, 'POST', `/messages/post/${post}/questions`, { text: '   ' })).statusCode,
    ).toBe(400);
  });
});

describe('the private thread after acceptance', () => {
  it('is for the owner and the chosen provider only; unread counts follow reading', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    await createBid(post, otherBidder.id);
    await createJob({ jobPost: post, auctioneer: owner.id, bidder: asker.id, bid_amount: 200_00 });

    // Questions close with the acceptance.
    const late = await call(otherBidder, 'POST', `/messages/post/${post}/questions`, {
      text: 'Hi',
    });
    expect(late.statusCode).toBe(409);

    const ownerBefore = await unread(owner);
    const providerBefore = await unread(asker);
    const sent = await call(owner, 'POST', `/messages/post/${post}/private`, {
      text: 'Gate code is 1234 5678, call me on 12345678',
    });
    expect(sent.statusCode).toBe(201);
    // After acceptance nothing is masked.
    expect(sent.json().data.text).toBe('Gate code is 1234 5678, call me on 12345678');
    await call(owner, 'POST', `/messages/post/${post}/private`, { text: 'See you Monday' });
    expect(await unread(asker)).toBe(providerBefore + 2);
    expect(await unread(owner)).toBe(ownerBefore);

    // The losing bidder and a stranger: no thread, no writing.
    expect((await read(otherBidder, post)).thread).toBeNull();
    expect(
      (await call(otherBidder, 'POST', `/messages/post/${post}/private`, { text: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'GET', `/messages/post/${post}`)).statusCode).toBe(404);

    const thread = (await read(asker, post)).thread;
    expect(thread.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['Gate code is 1234 5678, call me on 12345678', false],
      ['See you Monday', false],
    ]);
    expect(await unread(asker)).toBe(providerBefore);

    await call(asker, 'POST', `/messages/post/${post}/private`, { text: 'Monday it is' });
    expect(await unread(owner)).toBe(ownerBefore + 1);
    expect((await read(owner, post)).thread.at(-1)).toMatchObject({
      text: 'Monday it is',
      author: BIDDER_PROFILE.title,
    });
    expect(await unread(owner)).toBe(ownerBefore);
  });
});

describe('repeat limits', () => {
  it('stops a provider asking 50 questions in a row at 20, with a translated 429', async () => {
    const spammer = await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE });
    const post = await createJobPost(owner.id, { status: 'active' });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await call(spammer, 'POST', `/messages/post/${post}/questions`, {
        text: `Question ${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect(response.json()).toMatchObject({ code: 'messages.rateLimited' });
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect((await read(owner, post)).questions).toHaveLength(20);
    // Another provider is not held back by the first one's count.
    const other = await call(stranger, 'POST', `/messages/post/${post}/questions`, { text: 'Hi' });
    expect(other.statusCode).toBe(201);
  });
});
