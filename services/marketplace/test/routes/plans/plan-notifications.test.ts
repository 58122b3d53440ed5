import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@boatcare/server-kit';
import { deliverDueNotifications } from '@boatcare/server-kit/notifications';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import {
  ClubModel,
  ClubVerifiedProviderModel,
  NotificationModel,
  UserEventModel,
} from '@boatcare/server-kit/models';
import type { PlanView } from '@boatcare/shared-domain/schemas/plans';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, HARBOURS, PROVIDER, createJobPost } from '../../fixtures.ts';
import { freshOutbox } from '../auth/outbox.ts';

let service: TestService;
let outbox: string;
let owner: TestUser;
let near: TestUser;
let vouched: TestUser;
let far: TestUser;
let unsubscribed: TestUser;
let clubUser: TestUser;

beforeAll(async () => {
  outbox = freshOutbox();
  service = await buildTestService(marketplace, {
    OUTBOX_DIR: outbox,
    NOTIFICATIONS_INTERVAL_MS: '0',
    NOTIFICATIONS_GROUP_MS: '0',
  });
  owner = await service.createUser({ user_type: 1, language_code: 'da' });
  near = await service.createUser({ ...PROVIDER, language_code: 'en' });
  vouched = await service.createUser(PROVIDER);
  // 150 km from Nyhavn with a 50 km range: out of reach.
  far = await service.createUser({
    ...PROVIDER,
    bidder: { ...BIDDER_PROFILE, ...HARBOURS.aarhus },
  });
  unsubscribed = await service.createUser({ ...PROVIDER, subscription_active: false });
  clubUser = await service.createUser({ user_type: 3 });
});
afterAll(() => service.close());

const inject = async (user: TestUser, url: string, payload: object) => {
  const response = await service.app.inject({
    method: 'POST',
    url,
    headers: bearer(user.token),
    payload,
  });
  return { status: response.statusCode, body: response.json<PlanView>() };
};

const planFrom = async (jobPostId: string) => {
  const created = await inject(owner, '/plans', {
    jobPostId,
    kind: 'yearly',
    seasonYear: 2031,
  });
  expect(created.status).toBe(201);
  return created.body;
};

/** Who was told of a plan: the bell (user events) and the queue's emails. */
const heardOf = async (planId: string) => {
  const events = await UserEventModel.find({ kind: 'planOpened', 'subject.plan': planId }).lean();
  const emails = await NotificationModel.find({
    kind: 'planOpened',
    key: { $regex: `^planOpened:plan:${planId}:` },
  }).lean();
  return {
    bell: events.map((event) => String(event.to)).sort(),
    email: emails.map((row) => String(row.receiver)).sort(),
  };
};

describe('care plan notifications', () => {
  it('a new plan tells the providers who would see its request, in the bell and by email', async () => {
    const plan = await planFrom(await createJobPost(owner.id, { boatName: 'Tidevand' }));
    const told = [near.id, vouched.id].sort();
    expect(await heardOf(plan.id)).toEqual({ bell: told, email: told });
    const [event] = await UserEventModel.find({ kind: 'planOpened', to: near.id }).lean();
    expect(event).toMatchObject({ screen: 'supplierPlans', data: { title: 'Tidevand' } });
    await deliverDueNotifications({ mailer: service.app.mailer, config: service.config });
    const mail = await readOutbox(outbox, { to: near.email });
    expect(mail.map((message) => message.subject)).toContain('A season of care for Tidevand');
    expect(await readOutbox(outbox, { to: far.email })).toEqual([]);
    expect(await readOutbox(outbox, { to: unsubscribed.email })).toEqual([]);
  });

  it('during the club’s priority window only the providers the club verified hear of it', async () => {
    const club = await ClubModel.create({ user: clubUser.id, name: 'Sundet', location: 'Nyhavn' });
    await ClubVerifiedProviderModel.create({ club: club._id, provider: vouched.id });
    const jobPostId = await createJobPost(owner.id, {
      boatName: 'Forrang',
      priorityClub: club._id,
      priorityUntil: new Date(Date.now() + 3_600_000),
    });
    const plan = await planFrom(jobPostId);
    expect(await heardOf(plan.id)).toEqual({ bell: [vouched.id], email: [vouched.id] });
  });

  it('the owner hears of a new offer on their plan (bell and email), not of a changed one', async () => {
    const plan = await planFrom(await createJobPost(owner.id, { boatName: 'Bølgen' }));
    expect((await inject(near, `/plans/${plan.id}/offers`, { pricePerVisit: 450_00 })).status).toBe(
      201,
    );
    await inject(near, `/plans/${plan.id}/offers`, { pricePerVisit: 420_00 });
    const events = await UserEventModel.find({ kind: 'planOfferReceived', to: owner.id }).lean();
    expect(events.map((event) => [event.screen, event.params])).toEqual([
      ['carePlan', { id: plan.id }],
    ]);
    const rows = await NotificationModel.find({
      kind: 'planOfferReceived',
      receiver: owner.id,
    }).lean();
    expect(rows).toHaveLength(1);
    await deliverDueNotifications({ mailer: service.app.mailer, config: service.config });
    const mail = await readOutbox(outbox, { to: owner.email });
    expect(mail.map((message) => message.subject)).toContain(
      'Nyt tilbud på plejeplanen for Bølgen',
    );
  });
});
