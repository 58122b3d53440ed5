import { transitionJob } from '@boatcare/server-kit';
import type { JobStatus } from '@boatcare/shared-domain/schemas/job';

/** Drives an accepted job through the machine to `to` (paid, in progress, done, confirmed). */
export async function driveJob(
  jobId: string,
  owner: string,
  provider: string,
  to: Extract<JobStatus, 'paid' | 'in_progress' | 'done' | 'confirmed' | 'paid_out'>,
) {
  const steps = [
    ['paid', { role: 'system', userId: null }],
    ['in_progress', { role: 'provider', userId: provider }],
    ['done', { role: 'provider', userId: provider }],
    ['confirmed', { role: 'owner', userId: owner }],
    ['paid_out', { role: 'system', userId: null }],
  ] as const;
  for (const [status, by] of steps) {
    await transitionJob(jobId, status, by);
    if (status === to) return;
  }
}
