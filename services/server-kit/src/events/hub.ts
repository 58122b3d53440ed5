import { now } from '../clock.ts';
import { UserEventModel } from '../models/user-event.ts';
import { eventView, FEED_FIELDS, type FeedRow } from './feed.ts';
import { minuteOf, type EventLog } from './emit.ts';

/**
 * Where a stream resumes: every event of the user created at `since` (ms) or later, except
 * `sent` (ids already sent). Written on each event's `id:` line (shared-domain STREAM_POSITION).
 */
export interface StreamPosition {
  since: number;
  sent: string[];
}

export const encodePosition = ({ since, sent }: StreamPosition) =>
  sent.length ? `${since}:${sent.join(',')}` : String(since);

/** A position the schema has checked already (STREAM_POSITION). */
export function decodePosition(text: string): StreamPosition {
  const [since = '0', ids = ''] = text.split(':');
  return { since: Number(since), sent: ids ? ids.split(',') : [] };
}

/**
 * Where new events come from. The tailing query below works on MongoDB and FerretDB alike; a
 * MongoDB change stream on `user_events` (inserts) could stand in for it here, and nothing
 * else would change: subscribers still de-duplicate and resume by position.
 */
export interface EventTail {
  /** Reads the events created at `from` (ms) or later, oldest first. */
  read(from: number): Promise<FeedRow[]>;
}

/** The tailing query: one equality per minute (pushed down by FerretDB v1), then the range. */
export const pollingTail: EventTail = {
  async read(from) {
    const rows: FeedRow[] = [];
    for (let minute = minuteOf(from); minute <= minuteOf(now().getTime()); minute += 1) {
      rows.push(
        ...(await UserEventModel.find(
          { created_minute: minute, created_date: { $gte: new Date(from) } },
          FEED_FIELDS,
        )
          .sort({ created_date: 1 })
          .lean<FeedRow[]>()),
      );
    }
    return rows;
  },
};

/** What a subscriber writes to: the SSE text of one message, and ending the stream. */
export interface StreamSink {
  write(text: string): void;
  end(): void;
}

class Subscriber {
  /** Ids sent with their creation time, kept while they are at or after `since`. */
  private sent = new Map<string, number>();
  /**
   * Ids the resumed position says were sent, until their rows are read (their creation time is
   * unknown until then: trimmed by `since` alone, they would be sent again by a later poll).
   */
  private resumed = new Set<string>();
  /** Set once the catch-up has been sent: only then may `since` move on. */
  ready = false;
  readonly userId: string;
  /** The first poll that started after this subscriber joined. */
  readonly firstPoll: number;
  private since: number;
  private sink: StreamSink;

  constructor(userId: string, from: StreamPosition, firstPoll: number, sink: StreamSink) {
    this.userId = userId;
    this.since = from.since;
    this.firstPoll = firstPoll;
    this.sink = sink;
    for (const id of from.sent) this.resumed.add(id);
  }

  /** Sends an event unless it is before the position or sent already. */
  offer(row: FeedRow): void {
    const id = String(row._id);
    const at = row.created_date.getTime();
    if (this.resumed.delete(id)) {
      this.sent.set(id, at);
      return;
    }
    if (at < this.since || this.sent.has(id)) return;
    this.sent.set(id, at);
    this.sink.write(`id: ${this.position()}\ndata: ${JSON.stringify(eventView(row))}\n\n`);
  }

  position(): string {
    return encodePosition({ since: this.since, sent: [...this.resumed, ...this.sent.keys()] });
  }

  /** The catch-up read every event since the position: a resumed id it did not read is gone. */
  caughtUp(): void {
    this.resumed.clear();
    this.ready = true;
  }

  /** Every event before `settled` has been read: the position may start there. */
  settle(settled: number): void {
    if (!this.ready || settled <= this.since) return;
    this.since = settled;
    for (const [id, at] of this.sent) if (at < settled) this.sent.delete(id);
  }

  write(text: string): void {
    this.sink.write(text);
  }

  end(): void {
    this.sink.end();
  }
}

export interface HubOptions {
  pollMs: number;
  overlapMs: number;
  heartbeatMs: number;
  tail?: EventTail;
  log: EventLog;
}

/**
 * This instance's event streams. While anyone is connected it reads the feed every `pollMs`
 * (one query for all its subscribers, each read looking back `overlapMs` so an event written
 * late by a slower writer, or one with a clock slightly behind, is still read) and hands each
 * event to its receiver's streams, which drop what they have sent. The database is the source:
 * any instance serves any user, and a stream that reconnects elsewhere resumes by its position.
 */
export class EventHub {
  private subscribers = new Map<string, Set<Subscriber>>();
  private polls = 0;
  private lastStart = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly tail: EventTail;
  private readonly options: HubOptions;

  constructor(options: HubOptions) {
    this.options = options;
    this.tail = options.tail ?? pollingTail;
  }

  get connections(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /**
   * Opens a stream for a user from a position (or from now). Joins the tail first, then sends
   * what was missed, so nothing written meanwhile falls between the two. Returns its closer.
   */
  async open(userId: string, from: StreamPosition | null, sink: StreamSink): Promise<() => void> {
    const start = from ?? { since: now().getTime(), sent: [] };
    const subscriber = new Subscriber(userId, start, this.polls + 1, sink);
    const set = this.subscribers.get(userId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(userId, set);
    this.startTimers();
    const close = () => this.remove(subscriber);
    if (from) {
      try {
        const missed = await UserEventModel.find(
          { to: userId, created_date: { $gte: new Date(from.since) } },
          FEED_FIELDS,
        )
          .sort({ created_date: 1, _id: 1 })
          .lean<FeedRow[]>();
        for (const row of missed) subscriber.offer(row);
      } catch (error) {
        // The browser reconnects (and resumes) once the database answers again.
        close();
        throw error;
      }
    }
    subscriber.caughtUp();
    // The position at the start, before any event: a browser whose stream drops before its
    // first event resumes from here, missing nothing written while it was away.
    subscriber.write(`event: position\nid: ${subscriber.position()}\ndata: ready\n\n`);
    return close;
  }

  /** Ends every stream (the service is closing); browsers reconnect elsewhere. */
  async close(): Promise<void> {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.end();
    this.subscribers.clear();
    this.stopTimers();
    await this.running;
  }

  private remove(subscriber: Subscriber): void {
    const set = this.subscribers.get(subscriber.userId);
    set?.delete(subscriber);
    if (set && set.size === 0) this.subscribers.delete(subscriber.userId);
    if (this.subscribers.size === 0) this.stopTimers();
  }

  private startTimers(): void {
    if (this.timer) return;
    this.lastStart = now().getTime();
    this.timer = setInterval(() => this.tick(), this.options.pollMs);
    this.heartbeat = setInterval(() => {
      for (const set of this.subscribers.values())
        for (const subscriber of set) subscriber.write(': keep-alive\n\n');
    }, this.options.heartbeatMs);
  }

  private stopTimers(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.heartbeat = null;
  }

  /** One read at a time; a slow database delays the next read, never stacks them. */
  private tick(): void {
    if (this.running) return;
    this.running = this.poll()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'event tail failed'))
      .finally(() => {
        this.running = null;
      });
  }

  private async poll(): Promise<void> {
    const started = now().getTime();
    const poll = ++this.polls;
    const rows = await this.tail.read(this.lastStart - this.options.overlapMs);
    for (const row of rows) {
      const set = this.subscribers.get(String(row.to));
      if (set) for (const subscriber of set) subscriber.offer(row);
    }
    this.lastStart = started;
    // Everything created before `started - overlap` has now been read by a poll every
    // subscriber that joined before it took part in.
    for (const set of this.subscribers.values())
      for (const subscriber of set)
        if (poll >= subscriber.firstPoll) subscriber.settle(started - this.options.overlapMs);
  }
}
