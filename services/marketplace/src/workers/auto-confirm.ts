import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError, now, transitionJob } from '@boatcare/server-kit';
import { JobModel } from '@boatcare/server-kit/models';
import { AUTO_CONFIRM_AFTER_MS } from '@boatcare/shared-domain/lifecycle';
import { runEvery, workerInterval } from './every.ts';

/**
 * Confirms, as the platform ('system'), every job marked done more than 72 hours ago (by the
 * clock of `now()`, which tests move) that the owner neither confirmed nor disputed. Safe with
 * several instances: a job leaves 'done' once (the event log's unique index), so a racer gets
 * 409 and moves on. Answers how many it confirmed.
 */
export async function autoConfirmDue(log?: FastifyBaseLogger): Promise<number> {
  const deadline = new Date(now().getTime() - AUTO_CONFIRM_AFTER_MS);
  const due = await JobModel.find(
    { status: 'done', status_changed_date: { $lte: deadline } },
    { _id: 1 },
  ).lean();
  let confirmed = 0;
  for (const job of due) {
    try {
      await transitionJob(String(job._id), 'confirmed', { role: 'system', userId: null });
      confirmed += 1;
    } catch (error) {
      // Someone else moved it first (the owner confirmed or disputed, another instance).
      if (error instanceof HttpError && error.statusCode === 409) continue;
      log?.error({ err: error, job: String(job._id) }, 'auto-confirm failed');
    }
  }
  return confirmed;
}

/**
 * How often the worker looks for due jobs: AUTO_CONFIRM_INTERVAL_MS, else every minute in
 * production and every second in development and tests.
 */
export const autoConfirmInterval = (nodeEnv: string) =>
  workerInterval('AUTO_CONFIRM_INTERVAL_MS', nodeEnv, { production: 60_000, otherwise: 1_000 });

/** Runs `autoConfirmDue` every `intervalMs` while the service is up; one run at a time. */
export const startAutoConfirm = (app: FastifyInstance, intervalMs: number) =>
  runEvery(app, intervalMs, 'auto-confirm run', autoConfirmDue);
