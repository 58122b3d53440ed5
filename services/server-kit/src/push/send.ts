import webpush from 'web-push';
import type { PushPayload } from '@boatcare/shared-domain/schemas/push';
import type { ServiceConfig } from '../config.ts';

export type PushConfig = Pick<
  ServiceConfig,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'
>;

/** How long a push service keeps a push for a device that is offline (s). */
export const PUSH_TTL_S = 24 * 60 * 60;
/** A push service that has not answered by then is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

export const pushEnabled = (config: PushConfig) =>
  Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY);

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service answered that the subscription no longer exists (404/410): remove it. */
export class PushGone extends Error {}
/** The push service refused the push for good (another 4xx): retrying cannot help. */
export class PushRefused extends Error {}

/**
 * Sends one push (RFC 8030) with VAPID (RFC 8292), its payload encrypted for the device
 * (RFC 8291, aes128gcm) by `web-push`. The request goes out with fetch, so a local push service
 * on http (tests, development) is reached too. A 5xx, 429 or network failure throws a plain
 * error: the queue retries it with backoff.
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  config: PushConfig,
): Promise<void> {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) throw new Error('push is not set up');
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      TTL: PUSH_TTL_S,
      vapidDetails: {
        subject: config.VAPID_SUBJECT,
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
      },
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return;
  const message = `push service answered ${response.status}`;
  if (response.status === 404 || response.status === 410) throw new PushGone(message);
  if (response.status === 429 || response.status >= 500) throw new Error(message);
  throw new PushRefused(message);
}
