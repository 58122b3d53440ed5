import { Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { SYNC_EVENT_KINDS, type UserEvent } from '@boatcare/shared-domain/schemas/user-event';
import { now } from '../clock.ts';
import { notFound } from '../errors.ts';
import { keysetPage } from '../keyset.ts';
import { UserEventModel, type UserEventRecord } from '../models/user-event.ts';
import { writeUserEvent } from './emit.ts';

export type FeedRow = Pick<
  UserEventRecord,
  '_id' | 'to' | 'kind' | 'screen' | 'params' | 'data' | 'created_date' | 'read_date'
>;

/** What a row reads, and the only fields the stream and the centre send. */
export const FEED_FIELDS = {
  to: 1,
  kind: 1,
  screen: 1,
  params: 1,
  data: 1,
  created_date: 1,
  read_date: 1,
} as const;

/** A stored event as the stream and the notification centre send it. */
export function eventView(row: FeedRow): UserEvent {
  return {
    id: String(row._id),
    kind: row.kind,
    screen: row.screen,
    params: (row.params ?? {}) as Record<string, string>,
    data: (row.data ?? {}) as Record<string, string>,
    created_date: row.created_date.toISOString(),
    read_date: row.read_date ? row.read_date.toISOString() : null,
  };
}

/** The caller's notifications, newest first, a page after the cursor. */
export async function listUserEvents(userId: string, after: string | undefined, limit: number) {
  const page = await keysetPage<FeedRow>(
    (filter, sort, size) =>
      UserEventModel.find(filter, FEED_FIELDS).sort(sort).limit(size).lean<FeedRow[]>(),
    {
      filter: { to: new Types.ObjectId(userId), kind: { $nin: [...SYNC_EVENT_KINDS] } },
      after,
      limit,
    },
  );
  return { items: page.items.map(eventView), next: page.next };
}

export const unreadUserEvents = (userId: string) =>
  UserEventModel.countDocuments({ to: userId, read_date: null });

/**
 * Tells the user's other open pages that notifications were read there (their bells refresh):
 * a sync event, written read, on the same stream as the rest.
 */
const tellOtherDevices = (userId: string) =>
  writeUserEvent(
    { to: userId, kind: 'notificationsRead', source: randomUUID(), screen: 'home' },
    true,
  );

/** Marks one of the caller's events read (once: a second time keeps the first date); 404 for another's. */
export async function markUserEventRead(userId: string, id: string): Promise<UserEvent> {
  const marked = await UserEventModel.updateOne(
    { _id: id, to: userId, read_date: null },
    { $set: { read_date: now() } },
  );
  if (marked.modifiedCount > 0) await tellOtherDevices(userId);
  const row = await UserEventModel.findOne({ _id: id, to: userId }, FEED_FIELDS).lean<FeedRow>();
  if (!row) throw notFound('errors.notFound');
  return eventView(row);
}

export async function markAllUserEventsRead(userId: string): Promise<number> {
  const result = await UserEventModel.updateMany(
    { to: userId, read_date: null },
    { $set: { read_date: now() } },
  );
  if (result.modifiedCount > 0) await tellOtherDevices(userId);
  return result.modifiedCount;
}
