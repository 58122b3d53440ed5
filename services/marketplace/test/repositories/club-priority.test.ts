import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import {
  ClubModel,
  ClubVerifiedProviderModel,
  JobPostModel,
  MembershipRequestModel,
} from '@boatcare/server-kit/models';
import { marketplace } from '../../src/app.ts';
import {
  CLUB_PRIORITY_MS,
  applyClubPriority,
  clubPriorityClause,
} from '../../src/repositories/club-priority.ts';
import { createJobPost } from '../fixtures.ts';

let service: TestService;
const now = new Date('2030-05-01T12:00:00Z');
const ids: Record<string, string> = {};
let verified: string;
let otherProvider: string;
let elsewhereVerified: string;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  const owner = await service.createUser({ user_type: 1 });
  const clubUser = await service.createUser({ user_type: 3 });
  const rivalUser = await service.createUser({ user_type: 3 });
  const harbour = await ClubModel.create({ user: clubUser.id, name: 'Harbour', location: 'X' });
  const rival = await ClubModel.create({ user: rivalUser.id, name: 'Rival', location: 'Y' });
  verified = (await service.createUser({ user_type: 2 })).id;
  otherProvider = (await service.createUser({ user_type: 2 })).id;
  elsewhereVerified = (await service.createUser({ user_type: 2 })).id;
  await ClubVerifiedProviderModel.create({ club: harbour._id, provider: verified });
  await ClubVerifiedProviderModel.create({ club: rival._id, provider: elsewhereVerified });

  ids.plain = await createJobPost(owner.id);
  ids.open = await createJobPost(owner.id);
  ids.closed = await createJobPost(owner.id);
  await JobPostModel.updateOne(
    { _id: ids.open },
    {
      $set: {
        priorityClub: harbour._id,
        priorityUntil: new Date(now.getTime() + CLUB_PRIORITY_MS - 1000),
      },
    },
  );
  await JobPostModel.updateOne(
    { _id: ids.closed },
    { $set: { priorityClub: harbour._id, priorityUntil: new Date(now.getTime() - 1000) } },
  );
  // A request written before the priority fields existed has neither field.
  const legacy = await createJobPost(owner.id);
  await JobPostModel.collection.updateOne(
    { _id: new Types.ObjectId(legacy) },
    { $unset: { priorityClub: '', priorityUntil: '' } },
  );
  ids.legacy = legacy;
});
afterAll(() => service.close());

async function visibleTo(provider: string, at = now) {
  const posts = await JobPostModel.find(await clubPriorityClause(provider, at), { _id: 1 }).lean();
  const seen = new Set(posts.map((post) => String(post._id)));
  return Object.keys(ids)
    .filter((name) => seen.has(ids[name] as string))
    .sort();
}

describe('clubPriorityClause', () => {
  it("shows a club's open-priority request only to the providers it verified", async () => {
    expect(await visibleTo(verified)).toEqual(['closed', 'legacy', 'open', 'plain']);
    expect(await visibleTo(otherProvider)).toEqual(['closed', 'legacy', 'plain']);
    expect(await visibleTo(elsewhereVerified)).toEqual(['closed', 'legacy', 'plain']);
  });

  it('shows the request to everyone once the window has closed', async () => {
    const later = new Date(now.getTime() + CLUB_PRIORITY_MS);
    expect(await visibleTo(otherProvider, later)).toEqual(['closed', 'legacy', 'open', 'plain']);
  });
});

describe('applyClubPriority', () => {
  it("opens the window for an accepted member's own request only", async () => {
    const clubUser = await service.createUser({ user_type: 3 });
    const club = await ClubModel.create({ user: clubUser.id, name: 'Pier Club', location: 'Z' });
    const member = await service.createUser({ user_type: 1 });
    const applicant = await service.createUser({ user_type: 1 });
    await MembershipRequestModel.create({ club: club._id, user: member.id, status: 'accepted' });
    await MembershipRequestModel.create({ club: club._id, user: applicant.id, status: 'pending' });
    const mine = await createJobPost(member.id);
    const theirs = await createJobPost(applicant.id);

    expect(await applyClubPriority(mine, member.id, now)).toBe(true);
    expect(await applyClubPriority(theirs, applicant.id, now)).toBe(false);
    const [a, b] = await Promise.all([
      JobPostModel.findById(mine).lean(),
      JobPostModel.findById(theirs).lean(),
    ]);
    expect(String(a?.priorityClub)).toBe(String(club._id));
    expect(a?.priorityUntil?.getTime()).toBe(now.getTime() + CLUB_PRIORITY_MS);
    expect(b?.priorityClub ?? null).toBeNull();
  });
});
