import { readPricingConfig } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import type { VipMembership, VipPlan } from '@boatcare/shared-domain/schemas/payments';
import type { SubscriptionState } from '../drivers/driver.ts';

/** The VIP plan of the pricing configuration: the one reading the back office shows too. */
export async function vipPlan(): Promise<VipPlan> {
  return (await readPricingConfig()).vipMembership;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export interface VipRecord {
  isActive: boolean;
  subscriptionId: string | null;
  customerId: string | null;
  membership: VipMembership;
}

export async function vipOf(userId: string): Promise<VipRecord | null> {
  const user = await UserModel.findById(userId, { vip: 1, email: 1 }).lean();
  if (!user) return null;
  const vip = user.vip;
  return {
    isActive: Boolean(vip?.isActive),
    subscriptionId: vip?.subscriptionId ?? null,
    customerId: vip?.customerId ?? null,
    membership: {
      isActive: Boolean(vip?.isActive),
      since: iso(vip?.since),
      renewsAt: iso(vip?.renewsAt),
    },
  };
}

/** Remembers the subscription a member is paying for (not active until its first payment). */
export async function rememberSubscription(
  userId: string,
  subscriptionId: string,
  customerId: string,
) {
  await UserModel.updateOne(
    { _id: userId },
    { $set: { 'vip.subscriptionId': subscriptionId, 'vip.customerId': customerId } },
  );
}

/** The provider's word on a subscription, applied to the member who holds it. */
export async function applySubscription(state: SubscriptionState): Promise<void> {
  const holder = { 'vip.subscriptionId': state.id };
  if (state.active) {
    await UserModel.updateOne(
      { ...holder, 'vip.isActive': { $ne: true } },
      { $set: { 'vip.isActive': true, 'vip.since': new Date() } },
    );
    await UserModel.updateOne(holder, { $set: { 'vip.renewsAt': state.currentPeriodEnd } });
  } else if (state.status !== 'incomplete') {
    // An unpaid first invoice (incomplete) changes nothing; anything else ends the benefits.
    await UserModel.updateOne(holder, { $set: { 'vip.isActive': false, 'vip.renewsAt': null } });
  }
}
