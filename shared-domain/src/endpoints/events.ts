import { idParams } from '../schemas/common.ts';
import {
  eventListQuery,
  eventListResponse,
  eventReadResponse,
  eventsReadAllResponse,
  eventStreamBody,
  eventStreamQuery,
  eventTicketResponse,
  eventUnreadResponse,
} from '../schemas/user-event.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/**
 * /events: what happens to the signed-in user, live (a Server-Sent Events stream) and as the
 * notification centre (docs/messages-reviews-notifications.md, "Live events").
 */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/events'],
  tags: ['events'],
  roles: 'signed-in',
  errors: [],
  limit: LIMITS.settings,
});

export const ticket = endpoint({
  method: 'POST',
  path: '/events/ticket',
  response: eventTicketResponse,
  status: 201,
  summary: 'A single-use ticket (30 s) that opens one event stream for the caller',
  description:
    'EventSource cannot send an Authorization header, and a session token must not appear in a URL: the stream is opened with this short-lived, single-use ticket instead.',
});

export const stream = endpoint({
  method: 'GET',
  path: '/events',
  stream: true,
  query: eventStreamQuery,
  response: eventStreamBody,
  // The ticket authenticates, not a bearer token (EventSource cannot send one).
  roles: 'public',
  errors: [401],
  summary: "The caller's events as Server-Sent Events, opened with a ticket",
  description:
    'Resumes after the position in `Last-Event-ID` (or `last_event_id`): every event since, none twice. A comment line every 15 s keeps it open; the server ends it after 30 minutes (the browser reconnects with a new ticket).',
});

export const list = endpoint({
  method: 'GET',
  path: '/events/list',
  query: eventListQuery,
  response: eventListResponse,
  summary: "The caller's notifications, newest first, a page after the cursor `after`",
});

export const unread = endpoint({
  method: 'GET',
  path: '/events/unread',
  response: eventUnreadResponse,
  summary: "How many of the caller's notifications are unread",
});

export const markRead = endpoint({
  method: 'POST',
  path: '/events/:id/read',
  params: idParams,
  response: eventReadResponse,
  errors: [404],
  summary: 'Mark one of the caller’s notifications read (on every device)',
});

export const markAllRead = endpoint({
  method: 'POST',
  path: '/events/read-all',
  response: eventsReadAllResponse,
  summary: "Mark all of the caller's notifications read",
});
