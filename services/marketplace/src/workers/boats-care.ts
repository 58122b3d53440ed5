import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { now } from '@boatcare/server-kit';
import { writeUserEvent } from '@boatcare/server-kit/events';
import { careValues, enqueueNotification } from '@boatcare/server-kit/notifications';
import { screenPath } from '@boatcare/shared-domain/core';
import { CARE_REMINDER_DAYS } from '@boatcare/shared-domain/schemas/boat';
import { BoatModel } from '../models/boats.ts';
import { careDueOfBoat, logbookOf, FULL_LOGBOOK } from '../repositories/logbook.ts';
import { runEvery, workerInterval } from './every.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

interface BoatRef {
  _id: Types.ObjectId;
  owner: Types.ObjectId;
  boatName: string;
}

/**
 * Queues a reminder (an email, and an event in the bell and push) for every care item (a coating's life, an engine's service interval)
 * due within CARE_REMINDER_DAYS by the clock of `now()` (which tests move), overdue ones too.
 * Each (boat, item, due day) is reminded once: the queue keeps one email per source. The email
 * links to the wizard pre-filled from the boat ("request this again"). Answers how many it queued
 * (duplicates included, which the queue drops).
 */
export async function remindCareDue(log?: FastifyBaseLogger): Promise<number> {
  const horizon = new Date(now().getTime() + CARE_REMINDER_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  let queued = 0;
  let after: Types.ObjectId | null = null;
  for (;;) {
    const boats: BoatRef[] = await BoatModel.find(after ? { _id: { $gt: after } } : {}, {
      owner: 1,
      boatName: 1,
    })
      .sort({ _id: 1 })
      .limit(BATCH)
      .lean<BoatRef[]>();
    if (boats.length === 0) return queued;
    for (const boat of boats) {
      try {
        const due = await careDueOfBoat(await logbookOf(boat, FULL_LOGBOOK));
        for (const item of due.filter((one) => one.dueDate <= horizon)) {
          const source = `boat:${String(boat._id)}:${item.item}:${item.dueDate}`;
          const values = {
            title: boat.boatName,
            ...careValues(item.item, item.dueDate, item.lastDone),
          };
          // "Request this again": the wizard filled in from the boat, for the item due.
          const again = { boat: String(boat._id), again: item.item };
          await enqueueNotification({
            kind: 'careDue',
            source,
            receiver: String(boat.owner),
            values,
            path: screenPath('createRequest', again),
          });
          // The bell (and push, by the owner's settings) with the same link.
          await writeUserEvent({
            to: boat.owner,
            kind: 'careDue',
            source,
            screen: 'createRequest',
            params: again,
            subject: { boat: String(boat._id) },
            data: values,
          });
          queued += 1;
        }
      } catch (error) {
        log?.error({ err: error, boat: String(boat._id) }, 'care reminder failed');
      }
    }
    after = boats[boats.length - 1]?._id ?? null;
  }
}

/** How often to look: BOATS_CARE_INTERVAL_MS, else hourly in production, every 5 s otherwise. */
export const careReminderInterval = (nodeEnv: string) =>
  workerInterval('BOATS_CARE_INTERVAL_MS', nodeEnv, { production: 3_600_000, otherwise: 5_000 });

/** Runs `remindCareDue` every `intervalMs` while the service is up; one run at a time. */
export const startCareReminders = (app: FastifyInstance, intervalMs: number) =>
  runEvery(app, intervalMs, 'care reminders', remindCareDue);
