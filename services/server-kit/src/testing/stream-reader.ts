import type { UserEvent } from '@boatcare/shared-domain/schemas/user-event';

/** One message of an event stream as a browser's EventSource would dispatch it. */
export interface StreamMessage {
  id: string;
  event: UserEvent;
}

/**
 * Reads a text/event-stream answer as EventSource does (fields `id:` and `data:`, messages
 * ended by a blank line, `:` comments ignored), keeping every message and every comment.
 */
export class StreamReader {
  readonly messages: StreamMessage[] = [];
  /** Every message as a reader parses it: its type (`message` when it names none) and fields. */
  readonly frames: { event: string; data: string; id?: string }[] = [];
  comments = 0;
  /** The last `id:` seen on any message (EventSource's lastEventId). */
  position = '';
  private buffer = '';
  private readonly abort = new AbortController();
  private readonly done: Promise<void>;
  status = 0;
  contentType = '';

  private constructor(response: Response, abort: AbortController) {
    this.abort = abort;
    this.status = response.status;
    this.contentType = response.headers.get('content-type') ?? '';
    this.done = this.pump(response);
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<StreamReader> {
    const abort = new AbortController();
    const response = await fetch(url, { headers, signal: abort.signal });
    return new StreamReader(response, abort);
  }

  private async pump(response: Response): Promise<void> {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let end = this.buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
          end = this.buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  }

  private parse(block: string): void {
    let id = '';
    let data = '';
    let type = 'message';
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments += 1;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) type = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (id) this.position = id;
    if (data) this.frames.push({ event: type, data, ...(id ? { id } : {}) });
    // The stream's `position` message only moves the position; events are `message`s.
    if (data && type === 'message')
      this.messages.push({ id, event: JSON.parse(data) as UserEvent });
  }

  get events(): UserEvent[] {
    return this.messages.map((message) => message.event);
  }

  /** The position a reconnecting browser sends: the last id it saw. */
  get lastId(): string {
    return this.position;
  }

  /** Waits until `count` messages have arrived (or fails after `ms`). */
  async waitFor(count: number, ms = 5_000): Promise<UserEvent[]> {
    const until = Date.now() + ms;
    while (this.messages.length < count) {
      if (Date.now() > until)
        throw new Error(`expected ${count} events, got ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.events;
  }

  /** Resolves when the server ends the stream (or it is closed). */
  get ended(): Promise<void> {
    return this.done;
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done;
  }
}
