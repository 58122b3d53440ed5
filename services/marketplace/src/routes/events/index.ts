import { z } from 'zod';
import {
  callerOf,
  route,
  unauthorized,
  type FastifyPluginAsyncZod,
  type ServiceConfig,
} from '@boatcare/server-kit';
import {
  decodePosition,
  EventHub,
  issueEventTicket,
  listUserEvents,
  markAllUserEventsRead,
  markUserEventRead,
  takeEventTicket,
  unreadUserEvents,
} from '@boatcare/server-kit/events';
import { STREAM_POSITION } from '@boatcare/shared-domain/schemas/user-event';
import { events } from '@boatcare/shared-domain/endpoints';

/** A stream whose reader stopped reading is ended past this much unsent text. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * /events: the signed-in user's live events (Server-Sent Events from the feed, opened with a
 * single-use ticket) and the notification centre over the same feed.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ config: ServiceConfig }> = async (
  app,
  { config },
) => {
  const hub = new EventHub({
    pollMs: config.EVENTS_POLL_MS,
    overlapMs: config.EVENTS_OVERLAP_MS,
    heartbeatMs: config.EVENTS_HEARTBEAT_MS,
    log: app.log,
  });
  // Open streams would hold the server open: they end first, and browsers reconnect elsewhere.
  app.addHook('preClose', () => hub.close());

  route(app, events.ticket, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await issueEventTicket(callerOf(request).userId) }),
  });

  route(app, events.stream, {
    headers: z.object({
      'last-event-id': z.string().regex(STREAM_POSITION, 'errors.badCursor').optional(),
    }),
    handler: async (request, reply) => {
      const userId = await takeEventTicket(request.query.ticket);
      if (!userId) throw unauthorized('errors.invalidTicket');
      const header = request.headers['last-event-id'];
      const position =
        (typeof header === 'string' ? header : undefined) ?? request.query.last_event_id;
      const res = reply.hijack().raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx: pass each event on at once.
        'x-accel-buffering': 'no',
        // A stream's socket is never reused: closed with it, it cannot hold a closing server.
        connection: 'close',
      });
      res.write(': open\n\n');
      let close: () => void;
      try {
        close = await hub.open(userId, position ? decodePosition(position) : null, {
          write: (text) => {
            if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
            else res.write(text);
          },
          end: () => res.end(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not open an event stream');
        res.end();
        return;
      }
      const limit = setTimeout(() => res.end(), config.EVENTS_MAX_STREAM_MS);
      limit.unref();
      res.once('close', () => {
        clearTimeout(limit);
        close();
      });
      if (res.destroyed) close();
    },
  });

  route(app, events.list, {
    handler: async (request) =>
      listUserEvents(callerOf(request).userId, request.query.after, request.query.limit),
  });

  route(app, events.unread, {
    handler: async (request) => ({
      data: { count: await unreadUserEvents(callerOf(request).userId) },
    }),
  });

  route(app, events.markRead, {
    handler: async (request) => ({
      data: await markUserEventRead(callerOf(request).userId, request.params.id),
    }),
  });

  route(app, events.markAllRead, {
    handler: async (request) => ({
      data: { count: await markAllUserEventsRead(callerOf(request).userId) },
    }),
  });
};
