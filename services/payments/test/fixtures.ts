import {
  BidModel,
  JobModel,
  JobPostModel,
  PricingConfigModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { bearer, type TestService } from '@boatcare/server-kit/testing';

/** An owner's accepted bid turned into an order (job), as POST /jobs/from-bid leaves it. */
export async function acceptedOrder(service: TestService, { bid = 200_00, vip = false } = {}) {
  const owner = await service.createUser({ user_type: UserType.Customer, vip: { isActive: vip } });
  const provider = await service.createUser({ user_type: UserType.Provider });
  const post = await JobPostModel.create({
    auctioneer: owner.id,
    boatName: 'Sea Breeze',
    boatType: 'Sailboat',
    material: 'Gelcoat',
    lengthFeet: 32,
    locationType: 'In water',
    location: { address: 'Nyhavn, Copenhagen', latitude: 55.6797, longitude: 12.5901 },
    preferredDate: new Date('2030-06-01'),
    status: 'bid_accepted',
  });
  const placed = await BidModel.create({ jobPost: post._id, bidder: provider.id, amount: bid });
  const job = await JobModel.create({
    jobPost: post._id,
    bid: placed._id,
    auctioneer: owner.id,
    bidder: provider.id,
    bid_amount: bid,
    payment_amount: bid,
    payment_status: 'pending',
  });
  return { owner, provider, jobId: String(job._id) };
}

export const jobOf = (jobId: string) => JobModel.findById(jobId).lean();
export const vipOfUser = async (userId: string) => (await UserModel.findById(userId).lean())?.vip;

export async function setVipPlan(monthlyPrice: number, discountPercentage: number) {
  await PricingConfigModel.create({ vipMembership: { monthlyPrice, discountPercentage } });
}

export function createIntent(service: TestService, token: string, body: Record<string, unknown>) {
  return service.app.inject({
    method: 'POST',
    url: '/payments/create-intent',
    headers: bearer(token),
    payload: body,
  });
}

export function confirm(service: TestService, token: string, intentId: string) {
  return service.app.inject({
    method: 'PUT',
    url: `/payments/${intentId}/confirm`,
    headers: bearer(token),
  });
}

export function payWithCard(
  service: TestService,
  token: string,
  intentId: string,
  cardNumber: string,
  returnUrl = '/en/payment/complete',
) {
  return service.app.inject({
    method: 'POST',
    url: `/payments/test-mode/${intentId}/confirm`,
    headers: bearer(token),
    payload: { cardNumber, expiry: '12/39', cvc: '123', returnUrl },
  });
}
