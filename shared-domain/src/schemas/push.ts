import { z } from 'zod';

/**
 * A push service's address as RFC 3986 writes it (so `format: uri` holds): a host of ASCII
 * letters, digits, dots and hyphens, a port, then a path and a query of URL characters; no
 * fragment or percent escapes (push services' addresses have none). `URL` alone took
 * `https://Ï` (an international name, not a URI).
 */
const PUSH_ENDPOINT_PATTERN =
  /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~!$&'()*+,;=:@/-]*)?(\?[A-Za-z0-9._~!$&'()*+,;=:@/?-]*)?$/;

/**
 * A push service's address. Browsers' push services are https; plain http only to this machine
 * (a local test push service), which the server refuses in production.
 */
export const pushEndpointUrl = z
  .string()
  .max(2048, 'errors.invalidPushEndpoint')
  .regex(PUSH_ENDPOINT_PATTERN, 'errors.invalidPushEndpoint')
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  }, 'errors.invalidPushEndpoint')
  .meta({ format: 'uri' })
  .describe('An https URL without user or password (http only to localhost or 127.0.0.1).');

/**
 * The browser's PushSubscription as `toJSON()` gives it: the push service's address and the
 * keys its messages are encrypted for (base64url: a P-256 point of 65 bytes, 16 auth bytes).
 */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpointUrl,
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'errors.invalidPushKey'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'errors.invalidPushKey'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpointUrl });

/** The VAPID public key (base64url) browsers subscribe with; null when push is not set up. */
export const pushKeyResponse = z.object({ data: z.object({ public_key: z.string().nullable() }) });

export const pushSubscriptionResponse = z.object({
  data: z.object({ id: z.string(), created_date: z.string() }),
});
export const pushUnsubscribeResponse = z.object({ data: z.object({ removed: z.literal(true) }) });

/** What the service worker receives in a push (the notification's text in the user's language). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The event's id: the browser shows one notification per tag, however often it arrives. */
  tag: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
