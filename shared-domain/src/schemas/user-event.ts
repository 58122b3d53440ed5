import { z } from 'zod';
import { ROUTE_NAMES } from '../screens.ts';
import { cursorPage, cursorQuery, objectId } from './common.ts';

/**
 * What can happen to a user that the site tells them about, live (the event stream) and in the
 * notification centre. Each kind has a text in every language (`userEvents.<kind>` with the
 * event's `data` as values) and a list of endpoints it makes stale (events/invalidates.ts).
 */
export const USER_EVENT_KINDS = [
  'bidReceived',
  'bidChanged',
  'questionReceived',
  'answerReceived',
  'messageReceived',
  'bidAccepted',
  'paymentReceived',
  'workStarted',
  'photosAdded',
  'jobDone',
  'jobConfirmed',
  'payoutSent',
  'jobCancelled',
  'disputeOpened',
  'disputeDecided',
  'reviewReceived',
  'membershipRequested',
  'membershipDecided',
  'subscriptionChanged',
  'requestUpdated',
  'requestCancelled',
  'careDue',
  'exportReady',
  'planOpened',
  'planOfferReceived',
] as const;
export type UserEventKind = (typeof USER_EVENT_KINDS)[number];

/**
 * Events that keep a user's devices alike and tell nothing: never listed, never counted, never
 * said aloud. `notificationsRead`: the user read one or all notifications on some device.
 */
export const SYNC_EVENT_KINDS = ['notificationsRead'] as const;
export type SyncEventKind = (typeof SYNC_EVENT_KINDS)[number];

/** Everything the stream carries. */
export const STREAM_EVENT_KINDS = [...USER_EVENT_KINDS, ...SYNC_EVENT_KINDS] as const;
export type StreamEventKind = (typeof STREAM_EVENT_KINDS)[number];

export const isSyncEvent = (kind: StreamEventKind): kind is SyncEventKind =>
  (SYNC_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * One event as the stream and the notification centre send it. `screen` and `params` name the
 * screen it leads to (the table of screens), never a URL; `data` holds the values of its text.
 */
export const userEvent = z.object({
  id: objectId,
  kind: z.enum(STREAM_EVENT_KINDS),
  screen: z.enum(ROUTE_NAMES),
  params: z.record(z.string(), z.string()),
  data: z.record(z.string(), z.string()),
  created_date: z.string(),
  read_date: z.string().nullable(),
});
export type UserEvent = z.infer<typeof userEvent>;

/**
 * Where a stream resumes: `<ms>` or `<ms>:<id>,<id>...`, every event of the user from that time
 * on except the listed ids (sent already). The stream's `id:` lines carry it; a browser sends
 * it back as `Last-Event-ID` or the `last_event_id` parameter.
 */
export const STREAM_POSITION = /^\d{1,15}(:[a-f0-9]{24}(,[a-f0-9]{24}){0,199})?$/;

/** A ticket: 32 random bytes, base64url. */
export const EVENT_TICKET = /^[A-Za-z0-9_-]{43}$/;

export const eventStreamQuery = z.object({
  ticket: z.string().regex(EVENT_TICKET, 'errors.invalidTicket'),
  last_event_id: z.string().regex(STREAM_POSITION, 'errors.badCursor').optional(),
});

/** `POST /events/ticket`: a single-use ticket that opens one stream within `expires_in` s. */
export const eventTicketResponse = z.object({
  data: z.object({ ticket: z.string(), expires_in: z.number().int() }),
});

/**
 * One message of the stream (text/event-stream), as a reader parses it: a user event as JSON in
 * `data` with its resume position in `id`, a `message` (it names no type, so a reader gives it
 * that one); the first message is `event: position` (`data: ready`), the stream's start; a
 * `: keep-alive` comment every 15 s carries no message.
 */
export const eventStreamBody = z
  .object({
    event: z.enum(['message', 'position']).optional(),
    data: z.string(),
    id: z.string().optional(),
    retry: z.number().int().optional(),
  })
  .describe(
    'text/event-stream: each message a user event as JSON in `data:` with its resume position in `id:`, of the type `message` (no `event:` line); the first is `event: position` with `data: ready`; a `: keep-alive` comment every 15 s',
  );

export const eventListQuery = cursorQuery;
export const eventListResponse = cursorPage(userEvent);
export const eventUnreadResponse = z.object({ data: z.object({ count: z.number().int() }) });
export const eventReadResponse = z.object({ data: userEvent });
export const eventsReadAllResponse = z.object({ data: z.object({ count: z.number().int() }) });
