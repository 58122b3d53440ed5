import type { Types } from 'mongoose';
import { canTransition, type JobActor } from '@boatcare/shared-domain/lifecycle';
import { type JobStatus } from '@boatcare/shared-domain/schemas/job';
import { conflict, notFound } from '../errors.ts';
import { JobModel, type Job } from '../models/job.ts';
import { JobEventModel } from '../models/job-event.ts';
import { isDuplicateKey } from '../store-errors.ts';
import { now } from '../clock.ts';
import { emitJobEvent } from '../events/job-events.ts';
import type { EventLog } from '../events/emit.ts';

export interface TransitionBy {
  role: JobActor;
  /** The user making it; null for the platform (system). */
  userId: string | null;
  /** Why, where the transition asks for one (a dispute). */
  reason?: string | null;
  /** Where a failure to tell the other side (the user event) is logged. */
  log?: EventLog;
}

type JobRecord = Job & { _id: Types.ObjectId };

/**
 * Moves a job to its next state, the only way a job's status changes. The caller has already
 * checked that the user may act on this job (its owner, its provider, an admin); this checks
 * that the move is in the machine for that role, and lets one of two concurrent moves out of
 * the same state win: the event's insert is unique on (job, from). `extra` fields are written
 * with the status (e.g. photos or dates that belong to the move).
 */
export async function transitionJob(
  jobId: string | Types.ObjectId,
  to: JobStatus,
  by: TransitionBy,
  extra: Record<string, unknown> = {},
): Promise<JobRecord> {
  const job = await JobModel.findById(jobId).lean<JobRecord>();
  if (!job) throw notFound('jobs.notFound');
  const from = job.status;
  if (!canTransition(from, to, by.role)) throw conflict('jobs.invalidTransition');
  let event;
  try {
    event = await JobEventModel.create({
      job: job._id,
      from,
      to,
      actor: by.userId,
      actorRole: by.role,
      reason: by.reason ?? null,
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict('jobs.alreadyChanged');
    throw error;
  }
  const at = now();
  const updated = await JobModel.findOneAndUpdate(
    { _id: job._id },
    { $set: { ...extra, status: to, status_changed_date: at } },
    { returnDocument: 'after' },
  ).lean<JobRecord>();
  // The other side hears of it at once (their open page refreshes); never fails the move.
  await emitJobEvent(event, by.log);
  return updated ?? { ...job, status: to, status_changed_date: at };
}

/** The creation event of a new order (from nothing to accepted): what "bid accepted" reads. */
export async function recordJobCreated(
  jobId: Types.ObjectId,
  ownerId: string,
  log?: EventLog,
): Promise<void> {
  try {
    const event = await JobEventModel.create({
      job: jobId,
      from: null,
      to: 'accepted',
      actor: ownerId,
      actorRole: 'owner',
    });
    await emitJobEvent(event, log);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
