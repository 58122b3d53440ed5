import { pathOf } from '@boatcare/shared-domain/endpoints/define';
import * as events from '@boatcare/shared-domain/endpoints/events';
import { userEvent, type UserEvent } from '@boatcare/shared-domain/schemas/user-event';
import { api, apiUrl } from '../api/client.ts';

/** The first retry waits up to this long, each next one up to twice as long, at most MAX_MS. */
const BASE_MS = 1_000;
const MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): "full jitter", a random time up
 * to the doubled bound, so browsers dropped together (a gateway restart) do not come back
 * together and the database sees them spread out.
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random) =>
  Math.round(random() * Math.min(MAX_MS, BASE_MS * 2 ** attempt));

export interface LiveConnection {
  close(): void;
}

/**
 * The signed-in user's event stream (`events.stream`). EventSource cannot send the session
 * token, so each connection first asks for a single-use ticket (`events.ticket`, with the token) and puts that in the URL. It reconnects by itself with a jittered back-off, a new
 * ticket and the last position it saw (`last_event_id`): nothing is missed, nothing comes twice.
 */
export function openLiveConnection(onEvent: (event: UserEvent) => void): LiveConnection {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let position = '';
  let closed = false;

  const retry = () => {
    source?.close();
    source = null;
    if (closed) return;
    timer = setTimeout(() => void connect(), reconnectDelay(attempt));
    attempt += 1;
  };

  async function connect() {
    timer = null;
    let ticket: string;
    try {
      ticket = (await api.call(events.ticket)).data.ticket;
    } catch {
      return retry();
    }
    if (closed) return;
    const query = new URLSearchParams({ ticket });
    if (position) query.set('last_event_id', position);
    source = new EventSource(`${apiUrl(pathOf(events.stream.path))}?${query}`);
    // The stream's first message: where it starts, so a drop before any event misses nothing.
    // It also ends the back-off: only a stream that serves (its catch-up read done) counts as
    // connected, so a server that opens and fails at once is not retried at full rate.
    source.addEventListener('position', (message: MessageEvent<string>) => {
      if (message.lastEventId) position = message.lastEventId;
      attempt = 0;
    });
    source.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) position = message.lastEventId;
      const parsed = userEvent.safeParse(JSON.parse(message.data));
      if (parsed.success) onEvent(parsed.data);
    };
    // A dropped or ended stream: the ticket is spent, so reconnect with a new one (never let
    // EventSource retry with the old URL).
    source.onerror = retry;
  }

  void connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}
