import type { PushSubscriptionBody } from '@boatcare/shared-domain/schemas/push';
import { badRequest, notFound } from '../errors.ts';
import { now } from '../clock.ts';
import { PushSubscriptionModel } from '../models/push-subscription.ts';
import { isDuplicateKey } from '../store-errors.ts';

/** A user's devices with push on; subscribing one more drops the oldest. */
export const MAX_PUSH_DEVICES = 20;

/** Names that never reach a browser vendor's push service: this machine, private networks. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i;

/**
 * Whether the worker may send to this address. The schema allows http to this machine (a local
 * test push service); production sends only to https push services on public host names (never
 * an IP address or a private name: the server must not be made to call its own network).
 */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  if (!production) return true;
  const url = new URL(endpoint);
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    /^[a-z0-9.-]+\.[a-z]{2,63}$/i.test(host) &&
    !PRIVATE_NAME.test(host)
  );
}

/**
 * Stores this device's subscription for the user: the same address again is updated, and moves
 * to this user (the device's browser holds the keys: whoever sent them last uses the device).
 */
export async function subscribePush(
  userId: string,
  body: PushSubscriptionBody,
  production: boolean,
) {
  if (!pushEndpointAllowed(body.endpoint, production))
    throw badRequest('errors.invalidPushEndpoint');
  const fields = { user: userId, p256dh: body.keys.p256dh, auth: body.keys.auth };
  const update = () =>
    PushSubscriptionModel.findOneAndUpdate(
      { endpoint: body.endpoint },
      { $set: fields, $setOnInsert: { created_date: now() } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
  // Two first subscriptions of one address at once: the loser's upsert finds the winner's row.
  const row = await update().catch((error: unknown) => {
    if (isDuplicateKey(error)) return update();
    throw error;
  });
  if (!row) throw notFound();
  await dropOldest(userId);
  return { id: String(row._id), created_date: row.created_date.toISOString() };
}

async function dropOldest(userId: string): Promise<void> {
  const extra = await PushSubscriptionModel.find({ user: userId }, { _id: 1 })
    .sort({ created_date: -1, _id: -1 })
    .skip(MAX_PUSH_DEVICES)
    .lean();
  if (extra.length)
    await PushSubscriptionModel.deleteMany({ _id: { $in: extra.map((row) => row._id) } });
}

/** Removes one of the user's own subscriptions by its address; another's is not found. */
export async function unsubscribePush(userId: string, endpoint: string): Promise<void> {
  const result = await PushSubscriptionModel.deleteOne({ endpoint, user: userId });
  if (result.deletedCount === 0) throw notFound();
}
