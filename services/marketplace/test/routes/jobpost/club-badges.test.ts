import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import {
  ClubModel,
  ClubVerifiedProviderModel,
  MembershipRequestModel,
} from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createBid, createJobPost } from '../../fixtures.ts';

let service: TestService;
let member: TestUser;
let outsider: TestUser;
let vouched: TestUser;
let plain: TestUser;

const bidsOf = async (user: TestUser, postId: string) =>
  (
    await service.app.inject({
      method: 'GET',
      url: `/jobpost/get/${postId}`,
      headers: bearer(user.token),
    })
  ).json().data.bids as { bidder: string; verifiedBy?: string[] }[];

beforeAll(async () => {
  service = await buildTestService(marketplace);
  member = await service.createUser({ user_type: 1 });
  outsider = await service.createUser({ user_type: 1 });
  vouched = await service.createUser({ user_type: 2, first_name: 'Vera', last_name: 'Vouched' });
  plain = await service.createUser({ user_type: 2, first_name: 'Paul', last_name: 'Plain' });
  const clubUser = await service.createUser({ user_type: 3 });
  const otherClubUser = await service.createUser({ user_type: 3 });
  const harbour = await ClubModel.create({
    user: clubUser.id,
    name: 'Harbour Club',
    location: 'X',
  });
  const other = await ClubModel.create({
    user: otherClubUser.id,
    name: 'Other Club',
    location: 'Y',
  });
  await MembershipRequestModel.create({ club: harbour._id, user: member.id, status: 'accepted' });
  await MembershipRequestModel.create({ club: other._id, user: member.id, status: 'pending' });
  await ClubVerifiedProviderModel.create({ club: harbour._id, provider: vouched.id });
  await ClubVerifiedProviderModel.create({ club: other._id, provider: vouched.id });
});
afterAll(() => service.close());

describe('bids on GET /jobpost/get/{id}', () => {
  it("name the owner's clubs that vouch for the bidder (accepted memberships only)", async () => {
    const post = await createJobPost(member.id);
    await createBid(post, vouched.id, 200_00);
    await createBid(post, plain.id, 300_00);
    const bids = await bidsOf(member, post);
    expect(bids.map((bid) => [bid.bidder, bid.verifiedBy])).toEqual([
      ['Vera Vouched', ['Harbour Club']],
      ['Paul Plain', []],
    ]);
  });

  it('show no badge to an owner who is not a member', async () => {
    const post = await createJobPost(outsider.id);
    await createBid(post, vouched.id, 200_00);
    expect((await bidsOf(outsider, post)).map((bid) => bid.verifiedBy)).toEqual([[]]);
  });
});
