import { now } from '@boatcare/server-kit';
import { emitUserEvent } from '@boatcare/server-kit/events';
import { UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import {
  type ProviderFlags,
  type ProviderSubscription,
} from '@boatcare/shared-domain/schemas/bidder-payments';
import type { SubscriptionState } from '../drivers/driver.ts';

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export interface ProviderRecord {
  email: string;
  name: string;
  flags: ProviderFlags;
  subscriptionId: string | null;
  customerId: string | null;
  subscription: ProviderSubscription;
}

/** A provider's payment state, or null for anyone else (someone else's reads as missing). */
export async function providerOf(userId: string): Promise<ProviderRecord | null> {
  const user = await UserModel.findOne(
    { _id: userId, user_type: UserType.Provider },
    {
      email: 1,
      first_name: 1,
      last_name: 1,
      bidder: 1,
      gate_fee_paid: 1,
      subscription_active: 1,
      subscription_paid: 1,
      provider_subscription: 1,
    },
  ).lean();
  if (!user) return null;
  const sub = user.provider_subscription;
  const active = Boolean(user.subscription_active);
  return {
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    flags: {
      has_bidder_profile: Boolean(user.bidder),
      gate_fee_paid: Boolean(user.gate_fee_paid),
      subscription_active: active,
      subscription_paid: Boolean(user.subscription_paid),
    },
    subscriptionId: sub?.subscriptionId ?? null,
    customerId: sub?.customerId ?? null,
    subscription: {
      active,
      status: sub?.status ?? null,
      renewsAt: iso(sub?.renewsAt),
      cancelAtPeriodEnd: Boolean(sub?.cancelAtPeriodEnd),
    },
  };
}

/** Remembers the subscription a provider pays for (not active until its first payment). */
export async function rememberProviderSubscription(
  userId: string,
  subscriptionId: string,
  customerId: string | null,
) {
  await UserModel.updateOne(
    { _id: userId, user_type: UserType.Provider },
    {
      $set: {
        'provider_subscription.subscriptionId': subscriptionId,
        ...(customerId ? { 'provider_subscription.customerId': customerId } : {}),
      },
    },
  );
}

/** The one-time gate fee is paid; it never becomes unpaid. */
export async function markGateFeePaid(userId: string) {
  await UserModel.updateOne(
    { _id: userId, gate_fee_paid: { $ne: true } },
    { $set: { gate_fee_paid: true } },
  );
}

/** What a provider sees of their subscription: a change of it is told. */
const subscriptionShown = (
  user: {
    subscription_active?: boolean | null;
    provider_subscription?: {
      status?: string | null;
      renewsAt?: Date | null;
      cancelAtPeriodEnd?: boolean | null;
    } | null;
  } | null,
) =>
  JSON.stringify([
    user?.subscription_active ?? null,
    user?.provider_subscription?.status ?? null,
    user?.provider_subscription?.renewsAt ?? null,
    user?.provider_subscription?.cancelAtPeriodEnd ?? null,
  ]);

/**
 * The provider's word on a subscription, applied to the provider who holds it: bidding stays
 * open only while it is paid (active or trialing). Each write only changes what differs, so a
 * replayed or late event that repeats the current state changes nothing.
 */
export async function applyProviderSubscription(state: SubscriptionState): Promise<void> {
  const holder = { 'provider_subscription.subscriptionId': state.id };
  // What it was: not every store reports an update that changed nothing as such.
  const before = await UserModel.findOne(holder, {
    provider_subscription: 1,
    subscription_active: 1,
  }).lean();
  const details = {
    'provider_subscription.status': state.status,
    'provider_subscription.renewsAt': state.currentPeriodEnd,
    'provider_subscription.cancelAtPeriodEnd': Boolean(state.cancelAtPeriodEnd),
  };
  const update = state.active
    ? { ...details, subscription_active: true, subscription_paid: true }
    : state.status !== 'incomplete'
      ? { ...details, subscription_active: false, subscription_paid: false }
      : { 'provider_subscription.status': state.status };
  await UserModel.updateOne(holder, { $set: update });
  // The provider hears of a change (not of a replay, which changes nothing).
  const after = await UserModel.findOne(holder, {
    provider_subscription: 1,
    subscription_active: 1,
  }).lean();
  if (after && subscriptionShown(before) !== subscriptionShown(after)) {
    await emitUserEvent({
      to: after._id,
      kind: 'subscriptionChanged',
      source: `subscription:${state.id}:${now().getTime()}`,
      screen: 'supplierSubscribe',
      subject: { subscription: state.id },
      data: { status: state.status },
    });
  }
}
