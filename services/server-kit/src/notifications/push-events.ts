import { screenPath } from '@boatcare/shared-domain/core';
import { isSyncEvent, type UserEventKind } from '@boatcare/shared-domain/schemas/user-event';
import { now } from '../clock.ts';
import { pollingTail } from '../events/hub.ts';
import type { FeedRow } from '../events/feed.ts';
import { NotificationModel } from '../models/notification.ts';
import { PushSubscriptionModel } from '../models/push-subscription.ts';
import { WorkerCursorModel } from '../models/worker-cursor.ts';
import { isDuplicateKey } from '../store-errors.ts';

/** This consumer's cursor in `worker_cursors`. */
export const PUSH_CONSUMER = 'push';
/** Each read looks back this far: an event written late by a slower writer is still read. */
const LOOK_BACK_MS = 5_000;
/** After a long stop the worker catches up at most this far: an older push is news no more. */
const MAX_CATCH_UP_MS = 60 * 60_000;

const pathOf = (row: FeedRow) => {
  try {
    return screenPath(row.screen, row.params as Record<string, string>);
  } catch {
    return '';
  }
};

/**
 * Reads the user event feed (the one the live stream reads) from where it stopped, and queues a
 * push per event and device of its receiver (`push:<event>:<device>`, once however often it is
 * read). The push is sent, or skipped by the receiver's settings, by the queue's worker.
 */
export async function consumeUserEventsForPush(): Promise<number> {
  const started = now().getTime();
  const cursor = await WorkerCursorModel.findById(PUSH_CONSUMER).lean<{ at: Date }>();
  const from = Math.max(
    Math.min(cursor?.at.getTime() ?? started, started) - LOOK_BACK_MS,
    started - MAX_CATCH_UP_MS,
  );
  // A sync event (read on another device) is for open pages, never a push.
  const rows = (await pollingTail.read(from)).filter(
    (row): row is FeedRow & { kind: UserEventKind } => !isSyncEvent(row.kind),
  );
  let queued = 0;
  if (rows.length) {
    const devices = await PushSubscriptionModel.find(
      { user: { $in: [...new Set(rows.map((row) => String(row.to)))] } },
      { user: 1, created_date: 1 },
    ).lean();
    // A device hears of what happens from its subscription on, not of what the look-back rereads.
    const jobs = rows.flatMap((row) =>
      devices
        .filter(
          (device) =>
            String(device.user) === String(row.to) && row.created_date >= device.created_date,
        )
        .map((device) => ({ row, device, key: `push:${String(row._id)}:${String(device._id)}` })),
    );
    const known = new Set(
      (
        await NotificationModel.find(
          { key: { $in: jobs.map((job) => job.key) } },
          { key: 1 },
        ).lean()
      ).map((job) => job.key),
    );
    const at = now();
    for (const { row, device, key } of jobs.filter((job) => !known.has(job.key))) {
      try {
        await NotificationModel.create({
          key,
          channel: 'push',
          kind: row.kind,
          receiver: row.to,
          subscription: device._id,
          event: row._id,
          values: row.data ?? {},
          path: pathOf(row),
          next_attempt_date: at,
          created_date: at,
        });
        queued += 1;
      } catch (error) {
        // Another worker queued it meanwhile.
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
  await WorkerCursorModel.updateOne(
    { _id: PUSH_CONSUMER },
    { $set: { at: new Date(started) } },
    { upsert: true },
  );
  return queued;
}
