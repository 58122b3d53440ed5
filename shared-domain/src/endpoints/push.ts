import {
  pushKeyResponse,
  pushSubscriptionBody,
  pushSubscriptionResponse,
  pushUnsubscribeBody,
  pushUnsubscribeResponse,
} from '../schemas/push.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/**
 * /push: Web Push on the caller's devices (docs/messages-reviews-notifications.md, "Push").
 * Which kinds are pushed is in the notification settings (/auth/notifications).
 */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/push'],
  tags: ['push'],
  roles: 'signed-in',
  errors: [],
  limit: LIMITS.settings,
});

export const key = endpoint({
  method: 'GET',
  path: '/push/key',
  response: pushKeyResponse,
  summary: 'The public VAPID key a browser subscribes to push with (null: push is off)',
});

export const subscribe = endpoint({
  method: 'PUT',
  path: '/push/subscription',
  body: pushSubscriptionBody,
  response: pushSubscriptionResponse,
  summary: "Turn push on for this device: store the browser's push subscription",
  description:
    'The body is the PushSubscription as the browser gives it (`toJSON()`). One subscription per push address: sent again, it is updated (and belongs to the caller). A user keeps at most 20 devices; the oldest is dropped.',
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/push/subscription/remove',
  body: pushUnsubscribeBody,
  response: pushUnsubscribeResponse,
  errors: [404],
  summary: "Turn push off for this device (one of the caller's own subscriptions)",
});
