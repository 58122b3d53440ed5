import type { Types } from 'mongoose';
import type { RouteName } from '@boatcare/shared-domain/core';
import type { StreamEventKind, UserEventKind } from '@boatcare/shared-domain/schemas/user-event';
import { now } from '../clock.ts';
import { UserEventModel } from '../models/user-event.ts';
import { isDuplicateKey } from '../store-errors.ts';

/** The minute a moment falls in: the tail reads one minute's events with one equality. */
export const minuteOf = (ms: number) => Math.floor(ms / 60_000);

type Id = string | Types.ObjectId;
export type EventLog = { error: (obj: object, msg: string) => void };

export interface UserEventInput {
  /** Who it happened to. */
  to: Id;
  kind: UserEventKind;
  /** The happening behind it (`bid:<id>`, `job-event:<id>`...): with kind and `to`, its key. */
  source: string;
  /** The screen it leads to, by name (shared-domain screens.ts), and that screen's params. */
  screen: RouteName;
  params?: Record<string, string>;
  /** The ids it is about. */
  subject?: Record<string, string>;
  /** Its text's values (`userEvents.<kind>`). */
  data?: Record<string, string>;
}

/**
 * Writes one event; a second write of the same (kind, source, receiver) is the same event. A
 * sync event is written read (it is never counted as unread).
 */
export async function writeUserEvent(
  input: Omit<UserEventInput, 'kind'> & { kind: StreamEventKind },
  read = false,
): Promise<void> {
  const at = now();
  try {
    await UserEventModel.create({
      key: `${input.kind}:${input.source}:${String(input.to)}`,
      to: input.to,
      kind: input.kind,
      subject: input.subject ?? {},
      screen: input.screen,
      params: input.params ?? {},
      data: input.data ?? {},
      created_date: at,
      created_minute: minuteOf(at.getTime()),
      read_date: read ? at : null,
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Tells a user something happened: the one writer of the event feed (`user_events`) that the
 * live stream and the notification centre read. It never fails the action that caused it (the
 * action has happened whatever the feed does): a failure is logged and the promise resolves.
 */
export function emitUserEvent(input: UserEventInput, log: EventLog = console): Promise<void> {
  return writeUserEvent(input).catch((error: unknown) => {
    log.error({ err: error, kind: input.kind }, 'could not write a user event');
  });
}
